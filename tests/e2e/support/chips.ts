// The chips every form is built from (app/ui/kit): a toggle button with its
// group in data-name and its value in data-value, pressed (aria-pressed) when
// chosen. One place for how a spec finds a chip and checks which are chosen.
import { expect, type Locator } from '@playwright/test';

/** The chip of group `name` whose value is `value`, inside `scope`. */
export const chipIn = (scope: Locator, name: string, value: string): Locator =>
  scope.locator(`[data-name="${name}"][data-value="${value}"]`);

/** A chip whose value is a player, found by the name it shows. */
export const playerChipIn = (scope: Locator, name: string, player: string): Locator =>
  scope.locator(`[data-name="${name}"]`).filter({ hasText: player });

/**
 * Each named group of `scope` has the given chip pressed: `values` by their
 * data-value (`{ game: 'sedma' }`), `players` by the player's name.
 */
export async function expectChosen(
  scope: Locator,
  values: Readonly<Record<string, string>>,
  players: Readonly<Record<string, string>> = {},
): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await expect(chipIn(scope, name, value), `${name} = ${value}`).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  for (const [name, player] of Object.entries(players)) {
    await expect(playerChipIn(scope, name, player), `${name} = ${player}`).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
}
