// The frame of every screen: a top bar with the way back and the title, the
// content, and a bottom bar for the primary actions (within the thumb's reach).
import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/use-t';
import { hrefOf, type Route } from '../router';
import { BrandMark, Icon } from './icons';

export function Layout(props: {
  title: string;
  back?: Route;
  actions?: ComponentChildren;
  bottom?: ComponentChildren;
  /** Before the top bar, first in the tab order (a night's skip links, ./skip-links.tsx). */
  before?: ComponentChildren;
  children: ComponentChildren;
}) {
  const { t } = useT();
  return (
    <div class="screen">
      {props.before}
      <header class="topbar">
        {props.back ? (
          <a class="btn btn-icon" href={hrefOf(props.back)} aria-label={t('back')}>
            <Icon name="back" />
          </a>
        ) : (
          <span class="brand" aria-hidden="true">
            <BrandMark />
          </span>
        )}
        <h1 class="title" title={props.title}>
          <bdi>{props.title}</bdi>
        </h1>
        <div class="topbar-actions">{props.actions}</div>
      </header>
      <main class="content">{props.children}</main>
      {props.bottom && (
        <footer class="bottombar" data-dock>
          {props.bottom}
        </footer>
      )}
    </div>
  );
}

export function Field(props: {
  label: string;
  error?: string;
  children: ComponentChildren;
  id?: string;
}) {
  return (
    <div class={`field${props.error ? ' field-error' : ''}`}>
      <label class="field-label" for={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.error && (
        <p class="field-message" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A row of toggle buttons: one thumb tap per choice, no dropdowns. */
export function Choice<T extends string | number>(props: {
  label: string;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  value: T | undefined;
  onChange: (value: T) => void;
  name?: string;
}) {
  return (
    <fieldset class="choice">
      <legend class="field-label">{props.label}</legend>
      <div class="choice-options">
        {props.options.map((o) => (
          <button
            key={String(o.value)}
            type="button"
            class={`chip${o.value === props.value ? ' chip-on' : ''}`}
            aria-pressed={o.value === props.value}
            disabled={o.disabled}
            data-name={props.name}
            data-value={String(o.value)}
            onClick={() => props.onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** − value + for flek levels, honours counts and the like. */
export function Stepper(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
  name?: string;
}) {
  const { t } = useT();
  return (
    <div class="stepper" role="group" aria-label={props.label} data-name={props.name}>
      <span class="stepper-label">{props.label}</span>
      <button
        type="button"
        class="btn btn-icon"
        aria-label={t('decrease', { what: props.label })}
        disabled={props.value <= props.min}
        onClick={() => props.onChange(props.value - 1)}
      >
        −
      </button>
      <output class="stepper-value" aria-live="polite">
        {props.format ? props.format(props.value) : props.value}
      </output>
      <button
        type="button"
        class="btn btn-icon"
        aria-label={t('increase', { what: props.label })}
        disabled={props.value >= props.max}
        onClick={() => props.onChange(props.value + 1)}
      >
        +
      </button>
    </div>
  );
}
