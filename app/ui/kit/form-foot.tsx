// The foot of a small form that opens in place of the entry form (a
// preferans correction, a change of rules, a reopened pulka): the refusal in
// words, then Save and Cancel side by side, Save first where the thumb is.
type DataAttributes = Readonly<Record<`data-${string}`, string>>;

export function FormFoot(props: {
  error?: string;
  /** The refusal's data attribute for tests, if it has one. */
  errorData?: DataAttributes;
  saveLabel: string;
  cancelLabel: string;
  onSave: () => void;
  onCancel: () => void;
  /** A save in flight: Save takes no second tap. */
  busy?: boolean;
  /** Save's data attribute for tests, e.g. { 'data-pref': 'save-fix' }. */
  saveData: DataAttributes;
}) {
  return (
    <>
      {props.error && (
        <p class="form-errors" role="alert" {...props.errorData}>
          {props.error}
        </p>
      )}
      <div class="row">
        <button
          type="button"
          class="btn btn-primary"
          {...props.saveData}
          disabled={props.busy}
          onClick={props.onSave}
        >
          {props.saveLabel}
        </button>
        <button type="button" class="btn" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
      </div>
    </>
  );
}
