import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadDropArea } from './upload-drop-area';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('UploadDropArea', () => {
  it('shows the prompt and hints, and hands over browsed files', async () => {
    const onFiles = vi.fn();
    render(<UploadDropArea onFiles={onFiles} maxFileSizeMb={40} mobile={false} />);
    expect(screen.getByText(/Drop your files here, or/)).toBeTruthy();
    expect(screen.getByText('Supports JPG / PNG images, documents and PDFs. Maximum 40MB per file')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take Photo' })).toBeNull();
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('upload-input'), [file('a.png'), file('b.png')]);
    expect(onFiles).toHaveBeenCalledWith([expect.any(File), expect.any(File)]);
  });

  it('opens the chooser from the keyboard and accepts dropped files', async () => {
    const onFiles = vi.fn();
    render(<UploadDropArea onFiles={onFiles} maxFileSizeMb={40} mobile={false} />);
    const input = screen.getByTestId('upload-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    const area = screen.getByRole('button', { name: /^Drop your files here, or browse/ });
    area.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.drop(area, { dataTransfer: { files: [file('c.png')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'c.png' })]);
  });

  it('offers Take Photo on mobile and shows a progress bar per batch', () => {
    render(
      <UploadDropArea
        onFiles={() => {}}
        maxFileSizeMb={10}
        mobile
        batches={[{ id: 1, progress: 40, label: 'Uploading 2 files' }]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Take Photo' })).toBeTruthy();
    expect(screen.getByTestId('camera-input').getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('progressbar', { name: 'Uploading 2 files' }).getAttribute('aria-valuenow')).toBe('40');
  });
});
