import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentPreviewDialog } from './document-preview-dialog';

describe('DocumentPreviewDialog', () => {
  it('shows the HTML in a sandboxed frame with inert links', () => {
    render(
      <DocumentPreviewDialog
        open
        onClose={() => {}}
        html={'<p>Call <a href="https://evil.test" target="_top">here</a></p><script>alert(1)</script>'}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Document Preview' })).toBeTruthy();
    const frame = screen.getByTitle('Document Preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    const doc = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
    const link = doc.querySelector('a');
    expect(link?.textContent).toBe('here');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.hasAttribute('target')).toBe(false);
    expect(doc.querySelector('style')?.textContent).toContain('a{pointer-events:none');
  });

  it('takes a custom title', () => {
    render(<DocumentPreviewDialog open onClose={() => {}} html="<p>x</p>" title="Note" />);
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeTruthy();
  });
});
