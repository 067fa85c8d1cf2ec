// The preferans namespace's keys for the typed t() (app/ui/i18n/resources.d.ts).
import type words from '../../../../locales/en/preferans.json';

declare module '../../i18n/resources' {
  interface GameNamespaces {
    preferans: typeof words;
  }
}
