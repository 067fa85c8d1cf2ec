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
  // A failure names the locator, so it says which group and value was not chosen.
  const chips = [
    ...Object.entries(values).map(([name, value]) => chipIn(scope, name, value)),
    ...Object.entries(players).map(([name, player]) => playerChipIn(scope, name, player)),
  ];
  for (const chip of chips) await expect(chip).toHaveAttribute('aria-pressed', 'true');
}
