// The volený mariáš game module: table settings, the 3-tap hand entry with
// its live preview, renonc claims and misdeals, corrections, entry details,
// the status bar and the night's rules page. Loaded lazily with its own
// stylesheet when a mariáš night (or the new-night screen) needs it.
import type { MariasSettings, MariasState } from '../../../engine/games/marias';
import type { GameUi } from '../types';
import { describeMariasEntry } from './logic/describe';
import { MariasEntryDetail } from './entry-detail';
import { MariasEntryPanel } from './entry-panel';
import { HAND_KIND, mariasNextDeal, RENONC_KIND } from './logic/model';
import { MariasRulesPage } from './rules-page';
import { MariasSettingsForm } from './settings-form';
import { MariasStatusBar } from './status-bar';
import './marias.css';

export const mariasUi: GameUi<MariasState, MariasSettings> = {
  SettingsForm: MariasSettingsForm,
  EntryPanel: MariasEntryPanel,
  describeEntry: describeMariasEntry,
  EntryDetail: MariasEntryDetail,
  StatusBar: MariasStatusBar,
  RulesPage: MariasRulesPage,
  editableKinds: [HAND_KIND, RENONC_KIND],
  nextDeal: mariasNextDeal,
  claimsRenonc: (entry) => entry.kind === RENONC_KIND,
  seatingHint: 'newNight.seatingHint',
};
