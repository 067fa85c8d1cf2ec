// The vint game module: table settings, deal entry with the live preview, the
// paper-like score sheet in the status bar, entry details and the rules page.
// Loaded lazily with its own stylesheet when a vint night opens.
import { VINT_DEAL_KIND, type VintSettings, type VintState } from '../../../engine/games/vint';
import type { GameUi } from '../types';
import { describeVintEntry, vintClaimsRenonce } from './describe';
import { VintEntryDetail } from './entry-detail';
import { VintEntryPanel, vintNextDeal } from './entry-panel';
import { VintRulesPage } from './rules-page';
import { VintSettingsForm } from './settings-form';
import { VintStatusBar } from './status-bar';
import './vint.css';

export const vintUi: GameUi<VintState, VintSettings> = {
  SettingsForm: VintSettingsForm,
  EntryPanel: VintEntryPanel,
  describeEntry: describeVintEntry,
  EntryDetail: VintEntryDetail,
  StatusBar: VintStatusBar,
  RulesPage: VintRulesPage,
  editableKinds: [VINT_DEAL_KIND],
  nextDeal: vintNextDeal,
  claimsRenonc: vintClaimsRenonce,
  seatingHint: 'newNight.seatingHintVint',
};
