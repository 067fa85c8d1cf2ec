// A season as people say it: a calendar year is its year ("2026"); a season
// the club starts on a day of its own is "from 1. 9. 2026" (docs/club.md C4).
import { formatDate } from '../format';
import type { TFunction } from '../i18n/use-t';

export function seasonName(season: string, t: TFunction, language: string): string {
  if (/^\d{4}$/.test(season)) return season;
  return t('club:home.seasonFrom', {
    date: formatDate(Date.parse(`${season}T12:00:00`), language),
  });
}
