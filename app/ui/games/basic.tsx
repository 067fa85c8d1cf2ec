// TEMPORARY scaffolding while the game engines land: only settings entries.
import type { GameKind, GameReducer } from '../../engine';
import type { GameUi } from './types';

export function basicGame(game: GameKind): GameUi<null, Record<string, never>> {
  const reducer: GameReducer<null> = {
    game,
    init: () => null,
    step: (s) => ({ state: s, transfers: {} }),
  };
  return {
    game,
    reducer,
    defaultSettings: {},
    SettingsForm: () => null,
    EntryPanel: () => null,
    describeEntry: (e) => e.kind,
    StatusBar: () => null,
    RulesPage: () => null,
    editableKinds: [],
  };
}
