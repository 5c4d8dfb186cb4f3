import { useState } from 'react';
import { LeanTextField, type LeanTextFieldProps } from './lean-text-field';
import { LeanIcon } from './lean-ui';

/** A password text field with a show/hide toggle. */
export function PasswordField(props: Omit<LeanTextFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <LeanTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="fb-icon-btn"
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          <LeanIcon name={visible ? 'visibilityOff' : 'visibility'} small />
        </button>
      }
    />
  );
}
