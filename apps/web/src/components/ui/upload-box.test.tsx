import { DEFAULT_DROP_MAX_BYTES } from '@onboarding/domain';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './testing/axe';
import { renderUi } from './testing/render-ui';
import { sortFiles, UploadBox, type UploadBoxProps } from './upload-box';

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

function file(name: string, type: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type });
}

function renderBox(props: Partial<UploadBoxProps> = {}) {
  const onFiles = vi.fn();
  const onReject = vi.fn();
  const result = renderUi(
    <UploadBox
      name="idFront"
      label="Front of your identity card"
      accept={PHOTO_TYPES}
      onFiles={onFiles}
      onReject={onReject}
      {...props}
    />,
  );
  return { ...result, onFiles, onReject };
}

function picker(): HTMLInputElement {
  return screen.getByLabelText(/Choose (a|another) file/);
}

function drop(files: File[]) {
  fireEvent.drop(document.querySelector('.upload-box')!, { dataTransfer: { files } });
}

describe('sortFiles', () => {
  const rules = { accept: PHOTO_TYPES, maxBytes: DEFAULT_DROP_MAX_BYTES, multiple: false };

  it('refuses a wrong type, an empty file and one over the limit, with the field name', () => {
    const pdf = file('a.pdf', 'application/pdf');
    const empty = file('b.jpg', 'image/jpeg', 0);
    const large = file('c.jpg', 'image/jpeg', DEFAULT_DROP_MAX_BYTES + 1);
    const fits = file('d.jpg', 'image/jpeg', DEFAULT_DROP_MAX_BYTES);
    expect(sortFiles([pdf, empty, large, fits], rules, 'idFront')).toEqual({
      accepted: [fits],
      rejected: [
        { field: 'idFront', file: pdf, reason: 'type' },
        { field: 'idFront', file: empty, reason: 'empty' },
        { field: 'idFront', file: large, reason: 'size' },
      ],
    });
  });

  it('takes one file for photos and several when multiple', () => {
    const first = file('1.jpg', 'image/jpeg');
    const second = file('2.png', 'image/png');
    expect(sortFiles([first, second], rules, 'x').rejected).toEqual([
      { field: 'x', file: second, reason: 'count' },
    ]);
    expect(sortFiles([first, second], { ...rules, multiple: true }, 'x').accepted).toEqual([
      first,
      second,
    ]);
  });
});

describe('UploadBox', () => {
  it('hands a picked file over with its field name', async () => {
    const { onFiles } = renderBox();
    const photo = file('front.jpg', 'image/jpeg');
    await userEvent.upload(picker(), photo);
    expect(onFiles).toHaveBeenCalledWith([photo], 'idFront');
    expect(picker().accept).toBe('image/jpeg,image/png');
    expect(picker().multiple).toBe(false);
  });

  it('hands a dropped file over', () => {
    const { onFiles } = renderBox();
    const photo = file('front.png', 'image/png');
    drop([photo]);
    expect(onFiles).toHaveBeenCalledWith([photo], 'idFront');
  });

  it('refuses a file over the default 1 000 000 bytes and names it with the field', () => {
    const { onFiles, onReject } = renderBox();
    const large = file('huge.jpg', 'image/jpeg', DEFAULT_DROP_MAX_BYTES + 1);
    drop([large]);
    expect(onFiles).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith([{ field: 'idFront', file: large, reason: 'size' }]);
    expect(screen.getByRole('alert').textContent).toBe('huge.jpg is larger than 1 MB.');
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file of a type it does not accept', async () => {
    const { onReject } = renderBox();
    const pdf = file('scan.pdf', 'application/pdf');
    await userEvent.upload(picker(), pdf, { applyAccept: false });
    expect(onReject).toHaveBeenCalledWith([{ field: 'idFront', file: pdf, reason: 'type' }]);
    expect(screen.getByRole('alert').textContent).toBe(
      'scan.pdf: this type of file is not accepted. Choose JPEG or PNG.',
    );
  });

  it('takes its accepted types and limit from props', () => {
    const { onFiles, onReject } = renderBox({
      accept: ['application/pdf'],
      maxBytes: 4_000_000,
      multiple: true,
    });
    expect(screen.getByText('PDF, up to 4 MB')).toBeDefined();
    const statements = [
      file('a.pdf', 'application/pdf', 3_000_000),
      file('b.pdf', 'application/pdf'),
    ];
    drop(statements);
    expect(onFiles).toHaveBeenCalledWith(statements, 'idFront');
    expect(onReject).not.toHaveBeenCalled();
  });

  it('is disabled or enabled from outside', () => {
    const { onFiles, rerender } = renderBox({ disabled: true });
    expect(picker().disabled).toBe(true);
    drop([file('front.jpg', 'image/jpeg')]);
    expect(onFiles).not.toHaveBeenCalled();
    rerender(<UploadBox name="idFront" label="Front" accept={PHOTO_TYPES} onFiles={onFiles} />);
    expect(picker().disabled).toBe(false);
  });

  it('shows a spinner while uploading until the imageId is set, then the preview', () => {
    const { rerender, onFiles } = renderBox({ uploading: true });
    expect(screen.getByRole('status').textContent).toBe('Uploading…');
    expect(screen.queryByRole('img')).toBeNull();
    rerender(
      <UploadBox
        name="idFront"
        label="Front"
        accept={PHOTO_TYPES}
        onFiles={onFiles}
        uploading
        imageId="img-1"
        previewUrl="/services/slo/images/img-1"
        fileType="image/jpeg"
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    const preview = screen.getByRole('img', { name: 'Preview of the uploaded file' });
    expect(preview.getAttribute('src')).toBe('/services/slo/images/img-1');
    expect(screen.getByLabelText(/Choose another file/)).toBeDefined();
  });

  it('shows a PDF icon instead of a preview for application/pdf', () => {
    renderBox({
      imageId: 'doc-1',
      previewUrl: '/services/slo/images/doc-1',
      fileType: 'application/pdf',
      accept: ['application/pdf'],
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('PDF document uploaded')).toBeDefined();
    expect(document.querySelector('.upload-box .icon--document')).not.toBeNull();
  });

  it('opens the phone camera through capture and shows extra actions under the button', () => {
    renderBox({
      capture: 'environment',
      chooseLabel: 'Take a photo',
      children: <button type="button">Delete</button>,
    });
    const input = screen.getByLabelText('Take a photo Front of your identity card');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDefined();
    // Nothing to drop on a phone: the box asks for a photo.
    expect(screen.queryByText('Drop the file here')).toBeNull();
    expect(screen.getByText('Take a photo of this side')).toBeDefined();
  });

  it('shows the newest refusal only: a file refused here replaces the server’s earlier answer', async () => {
    const { rerender } = renderBox({ error: 'documents.refusal.IMAGE_BLURRED' });
    expect(screen.getByRole('alert').textContent).toContain('blurred');
    await userEvent.upload(picker(), file('scan.pdf', 'application/pdf'), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'scan.pdf: this type of file is not accepted. Choose JPEG or PNG.',
    );
    // A good file goes out; the server's answer to it is shown alone.
    await userEvent.upload(picker(), file('front.jpg', 'image/jpeg'));
    rerender(
      <UploadBox
        name="idFront"
        label="Front of your identity card"
        accept={PHOTO_TYPES}
        onFiles={vi.fn()}
        error="documents.refusal.IMAGE_TOO_DARK"
      />,
    );
    expect(screen.getByRole('alert').textContent).not.toContain('not accepted');
    expect(screen.getByRole('alert').textContent).toContain('dark');
  });

  it('names its picker after the box and says the rules', () => {
    renderBox();
    expect(picker().getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(screen.getByLabelText('Choose a file Front of your identity card')).toBe(picker());
    expect(screen.getByText('JPEG or PNG, up to 1 MB')).toBeDefined();
  });

  it('has no axe violations, empty, uploading, refused and done', async () => {
    const { container, rerender, onFiles } = renderBox();
    await expectNoAxeViolations(container);
    drop([file('huge.jpg', 'image/jpeg', DEFAULT_DROP_MAX_BYTES + 1)]);
    await expectNoAxeViolations(container);
    rerender(
      <UploadBox name="idFront" label="Front" accept={PHOTO_TYPES} onFiles={onFiles} uploading />,
    );
    await expectNoAxeViolations(container);
    rerender(
      <UploadBox
        name="idFront"
        label="Front"
        accept={PHOTO_TYPES}
        onFiles={onFiles}
        imageId="img-1"
        previewUrl="/services/slo/images/img-1"
        fileType="image/png"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
