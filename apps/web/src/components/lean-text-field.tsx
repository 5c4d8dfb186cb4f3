import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './lean-ui.css';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'>;

export interface LeanTextFieldProps extends InputAttributes {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Inside the outline at its end, as MUI's InputAdornment (the password field's show/hide button). */
  endAdornment?: ReactNode;
  /** More attributes of the <input> (MUI's slotProps.htmlInput), such as an aria-describedby of its own. */
  slotProps?: { htmlInput?: InputAttributes };
}

/**
 * An outlined text field that looks and behaves as MUI's TextField (floating label, notched outline,
 * helper text, error state) in plain elements styled by lean-ui.css: the signed-out pages, where
 * every kilobyte delays the first screen, load it without MUI and emotion. The label floats while
 * the input has focus or a value, which CSS tells from the placeholder (" " unless one is given)
 * no longer showing, so values set by a form library or the browser's autofill count too.
 */
export function LeanTextField({
  label,
  helperText,
  error = false,
  fullWidth,
  required,
  disabled,
  id,
  inputRef,
  endAdornment,
  slotProps,
  ...input
}: LeanTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const html = slotProps?.htmlInput;
  const describedBy =
    [helperId, html?.['aria-describedby'] ?? input['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const classes = [
    'fb-field',
    fullWidth && 'fb-field-full',
    error && 'fb-field-error',
    disabled && 'fb-field-disabled',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className={endAdornment ? 'fb-field-box fb-field-box-end' : 'fb-field-box'}>
        <input
          placeholder=" "
          {...input}
          {...html}
          ref={inputRef}
          id={inputId}
          className="fb-field-input"
          required={required}
          disabled={disabled}
          aria-invalid={error}
          aria-describedby={describedBy}
        />
        <label htmlFor={inputId} className="fb-field-label">
          {label}
          {required && <span aria-hidden="true">{'\u2009*'}</span>}
        </label>
        {/* The outline, with a notch as wide as the floating label (asterisk included). */}
        <fieldset aria-hidden="true" className="fb-field-outline">
          <legend>
            <span>{required ? `${label}\u2009*` : label}</span>
          </legend>
        </fieldset>
        {endAdornment && <div className="fb-field-adornment">{endAdornment}</div>}
      </div>
      {helperText && (
        <p id={helperId} className="fb-field-helper">
          {helperText}
        </p>
      )}
    </div>
  );
}
