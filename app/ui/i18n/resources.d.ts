// The words' types: i18next's CustomTypeOptions built from the source
// language's JSON (locales/en), so that a key that no namespace defines
// fails `npm run typecheck`. The app's own namespaces are listed here; each
// game's UI folder adds its namespace to GameNamespaces (its words.d.ts).
import type backup from '../../../locales/en/backup.json';
import type club from '../../../locales/en/club.json';
import type common from '../../../locales/en/common.json';
import type errors from '../../../locales/en/errors.json';
import type settlement from '../../../locales/en/settlement.json';
import type sync from '../../../locales/en/sync.json';
import type tournament from '../../../locales/en/tournament.json';

export interface AppNamespaces {
  common: typeof common;
  errors: typeof errors;
  settlement: typeof settlement;
  backup: typeof backup;
  sync: typeof sync;
  tournament: typeof tournament;
  club: typeof club;
}

/** Filled by the games: `declare module '../../i18n/resources' { interface GameNamespaces { … } }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameNamespaces {}

export type Resources = AppNamespaces & GameNamespaces;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
