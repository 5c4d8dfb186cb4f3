import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './form-errors';

describe('useFieldErrors', () => {
  it('shows a message until the value it is about changes, nested ones too; a whole-form one stays', () => {
    const sent = { title: 'x'.repeat(300), line_items: [{ quantity: -1 }, { quantity: 2 }] };
    const { result, rerender } = renderHook((values: typeof sent) => useFieldErrors(values), { initialProps: sent });
    act(() =>
      result.current.show({
        title: 'The title may not be greater than 255 characters.',
        'line_items.0.quantity': 'The quantity must be at least 0.',
        form: 'This quotation was changed by someone else.',
        unused: undefined,
      }),
    );
    expect(Object.keys(result.current.errors)).toEqual(['title', 'line_items.0.quantity', 'form']);

    rerender({ ...sent, line_items: [sent.line_items[0] ?? { quantity: 0 }, { quantity: 3 }] });
    expect(Object.keys(result.current.errors)).toEqual(['title', 'line_items.0.quantity', 'form']);
    rerender({ ...sent, title: 'Hot water' });
    expect(Object.keys(result.current.errors)).toEqual(['line_items.0.quantity', 'form']);
    rerender({ ...sent, title: 'Hot water', line_items: [{ quantity: 1 }] });
    expect(Object.keys(result.current.errors)).toEqual(['form']);
    // Back to the value refused: its message is true again.
    rerender(sent);
    expect(Object.keys(result.current.errors)).toEqual(['title', 'line_items.0.quantity', 'form']);
    act(() => result.current.show({}));
    expect(result.current.errors).toEqual({});
  });
});
