import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubEditorLayout } from '../test/editor-layout';
import { RichTextEditor } from './rich-text-editor';

function Harness() {
  const [html, setHtml] = useState('');
  return (
    <>
      <RichTextEditor label="Note" placeholder="Write a note..." value={html} onChange={setHtml} />
      <output>{html}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  beforeAll(stubEditorLayout);

  it('has a toolbar with one tab stop and arrow-key movement', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Note formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Link']);
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);

    within(toolbar).getByRole('button', { name: 'Bold' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Italic');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Link');
  });

  it('formats typed text and adds safe links only', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const editor = screen.getByRole('textbox', { name: 'Note' });
    expect(editor.querySelector('[data-placeholder="Write a note..."]')).toBeTruthy();
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(editor);
    await user.keyboard('Call us');
    expect(screen.getByRole('status').textContent).toBe('<p><strong>Call us</strong></p>');

    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert Link' });
    await user.type(within(dialog).getByLabelText('Address'), 'javascript:alert(1){Enter}');
    expect(within(dialog).getByText('Enter a web address such as https://example.com')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Address'));
    await user.type(within(dialog).getByLabelText('Address'), 'example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('href="https://example.com"');
  });
});
