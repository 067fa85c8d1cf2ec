// The preferans sheet in the CSV export: what each deal wrote for each player
// (pulya, gora, and the whists he wrote on the others in all), beside the
// money, which for preferans is only the pulka's settlement moving.
import type { CsvExtraColumns } from '../../../engine';
import type { PreferansState, SheetLine } from '../../../engine/games/preferans';
import type { TFunction } from '../../i18n/use-t';

export function preferansCsvColumns(
  state: PreferansState,
  t: TFunction,
  number: (value: number) => string,
): CsvExtraColumns {
  const linesOf = new Map<string, readonly SheetLine[]>();
  for (const pulka of state.pulkas) {
    for (const r of pulka.records) if (r.entryId) linesOf.set(r.entryId, r.lines);
  }
  return {
    header: [t('preferans:sheet.pulya'), t('preferans:sheet.gora'), t('preferans:sheet.whists')],
    cells: (entryId, player) => {
      const seat = state.players.indexOf(player);
      const mine = (linesOf.get(entryId) ?? []).filter((l) => l.seat === seat);
      if (seat < 0 || mine.length === 0) return undefined;
      const sum = (column: SheetLine['column']) =>
        mine.filter((l) => l.column === column).reduce((a, l) => a + l.amount, 0);
      const shown = (v: number) => (v === 0 ? '' : number(v));
      return [shown(sum('pulya')), shown(sum('gora')), shown(sum('whists'))];
    },
  };
}
