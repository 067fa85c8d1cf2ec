// A club's members to pick one of with a tap, a chip each: the join screen's
// "who are you" and the matching dialog's "which member is this player".
import type { ComponentChildren } from 'preact';
import type { MemberId } from '../../engine/club';

export interface MemberChipsProps {
  /** In the order shown, each with the name its chip says. */
  readonly members: readonly { readonly id: MemberId; readonly name: string }[];
  readonly onChoose: (member: MemberId) => void;
  /** Chips after the members' (the join screen's "I am new"). */
  readonly children?: ComponentChildren;
}

export function MemberChips(props: MemberChipsProps) {
  return (
    <div class="choice-options club-choose">
      {props.members.map((m) => (
        <button
          key={m.id}
          type="button"
          class="chip"
          data-member={m.id}
          onClick={() => props.onChoose(m.id)}
        >
          {m.name}
        </button>
      ))}
      {props.children}
    </div>
  );
}
