// The preferans game module: table settings with the three presets, deal
// entry with the live preview, the paper-like sheet with the running value in
// the status bar, entry details and the rules page. Loaded lazily with its own
// stylesheet when a preferans night opens.
import {
  PREF_DEAL_KIND,
  type PreferansSettings,
  type PreferansState,
} from '../../../engine/games/preferans';
import type { GameUi } from '../types';
import { preferansCsvColumns } from './csv-columns';
import { describePreferansEntry } from './describe';
import { PreferansEntryDetail } from './entry-detail';
import { PreferansEntryPanel } from './entry-panel';
import { preferansNextDeal } from './model';
import { PreferansRulesPage } from './rules-page';
import { PreferansSettingsForm } from './settings-form';
import { PreferansStatusBar } from './status-bar';
import './preferans.css';

export const preferansUi: GameUi<PreferansState, PreferansSettings> = {
  SettingsForm: PreferansSettingsForm,
  EntryPanel: PreferansEntryPanel,
  describeEntry: describePreferansEntry,
  EntryDetail: PreferansEntryDetail,
  StatusBar: PreferansStatusBar,
  RulesPage: PreferansRulesPage,
  editableKinds: [PREF_DEAL_KIND],
  nextDeal: preferansNextDeal,
  // Preferans keeps no renonc entry: a wrong deal is corrected, not disputed.
  claimsRenonc: () => false,
  seatingHint: 'newNight.seatingHint',
  csvColumns: preferansCsvColumns,
};
