import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeyboardScrollable } from './use-keyboard-scrollable';

function Widget({ children }: { children?: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(box, 'Calendar times');
  return <div ref={box}>{children}</div>;
}

describe('scrolling areas of a widget', () => {
  it('become focusable and named, including ones rendered later; others stay as they are', async () => {
    const { container, rerender } = render(
      <Widget>
        <div data-testid="grid" style={{ overflowY: 'auto' }} />
        <div data-testid="plain" style={{ overflow: 'hidden' }} />
      </Widget>,
    );
    const grid = container.querySelector<HTMLElement>('[data-testid="grid"]');
    expect(grid?.tabIndex).toBe(0);
    expect(grid?.getAttribute('aria-label')).toBe('Calendar times');
    expect(container.querySelector<HTMLElement>('[data-testid="plain"]')?.hasAttribute('tabindex')).toBe(false);

    rerender(
      <Widget>
        <div data-testid="month" style={{ overflowX: 'scroll' }} aria-label="Month" />
      </Widget>,
    );
    await waitFor(() => expect(container.querySelector<HTMLElement>('[data-testid="month"]')?.tabIndex).toBe(0));
    expect(container.querySelector('[data-testid="month"]')?.getAttribute('aria-label')).toBe('Month');
  });
});
