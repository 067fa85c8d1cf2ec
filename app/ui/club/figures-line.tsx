// A season row's own figures of its game (docs/club.md C4), each under its
// translated label, in the order the game lists them (its figureKeys). A key
// the game does not list (written by a newer phone) is left out: there are
// no words for it here, and a raw key is no word.
import { Fragment } from 'preact';
import { definitionOf, GAMES } from '../../engine';
import { formatNumber } from '../format';
import { useT } from '../i18n/use-t';

export function FiguresLine(props: {
  readonly game: string;
  readonly figures: Readonly<Record<string, number>>;
  readonly class: string;
}) {
  const { t, language } = useT();
  const keys = (definitionOf(GAMES, props.game)?.figureKeys ?? []).filter((k) =>
    Object.hasOwn(props.figures, k),
  );
  if (keys.length === 0) return null;
  return (
    <span class={props.class} data-figures={props.game}>
      {keys.map((key, i) => (
        <Fragment key={key}>
          {/* Never a dot first on a line; a label keeps its number (home.figure). */}
          {i > 0 ? '\u00a0· ' : ''}
          <span class="club-figure" data-figure={key}>
            {t('club:home.figure', {
              label: t(`club:figures.${props.game}.${key}`),
              value: formatNumber(props.figures[key] ?? 0, language),
            })}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
