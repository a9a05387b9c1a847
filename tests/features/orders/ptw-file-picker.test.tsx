import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PtwFilePicker } from '@/components/ptw-file-picker';
import { ToastProvider } from '@/components/toasts';
import { ptwLimits } from '@/lib/ptw-rules';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pdf = (name: string, bytes: Uint8Array = pdfBytes) =>
  new File([bytes as BlobPart], name, { type: 'application/pdf' });
const oversize = (name: string) => {
  const file = pdf(name);
  Object.defineProperty(file, 'size', { value: ptwLimits.maxFileBytes + 1 });
  return file;
};

/** The caller's side of the controlled picker: it holds the files and the tick, as the funnel's machine does. */
function Harness({ error, onFiles }: { error?: string; onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [verified, setVerified] = useState(false);
  return (
    <ToastProvider>
      <PtwFilePicker
        files={files}
        verified={verified}
        onChange={(next) => {
          setFiles(next);
          onFiles?.(next);
        }}
        onVerifiedChange={setVerified}
        error={error}
      />
      <output data-testid="verified">{String(verified)}</output>
    </ToastProvider>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('PtwFilePicker', () => {
  it('shows the no-PTW notice until files are chosen, then the verification tick', async () => {
    const user = userEvent.setup();
    const chosen: File[][] = [];
    render(<Harness onFiles={(files) => chosen.push(files)} />);

    expect(screen.getByText(/are you sure you want to proceed\?/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.upload(fileInput(), [pdf('permit.pdf'), pdf('method.pdf')]);

    const tick = await screen.findByRole('checkbox', {
      name: 'I verify that the files I submitted are signed by the right authorities.',
    });
    expect(chosen.at(-1)?.map((f) => f.name)).toEqual(['permit.pdf', 'method.pdf']);
    expect(screen.getByText('permit.pdf')).toBeInTheDocument();
    expect(screen.queryByText(/are you sure you want to proceed\?/)).not.toBeInTheDocument();
    await user.click(tick);
    expect(screen.getByTestId('verified')).toHaveTextContent('true');
  });

  it('refuses a renamed PNG and an oversize file with 10 s warnings naming them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const chosen: File[][] = [];
    render(<Harness onFiles={(files) => chosen.push(files)} />);

    await user.upload(fileInput(), [pdf('photo.pdf', pngBytes), oversize('huge.pdf'), pdf('ok.pdf')]);

    expect(
      await screen.findByText('Only PDF files are allowed, these files are not PDFs: photo.pdf'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('File size limit exceeded: the following files exceed the maximum size limit of 2 MB: huge.pdf'),
    ).toBeInTheDocument();
    await waitFor(() => expect(chosen.at(-1)?.map((f) => f.name)).toEqual(['ok.pdf']));
  });

  it('keeps at most four files', async () => {
    const user = userEvent.setup();
    const chosen: File[][] = [];
    render(<Harness onFiles={(files) => chosen.push(files)} />);

    await user.upload(
      fileInput(),
      ['1', '2', '3', '4', '5'].map((n) => pdf(`${n}.pdf`)),
    );

    expect(await screen.findByText(/not added: 5\.pdf/)).toBeInTheDocument();
    expect(chosen.at(-1)).toHaveLength(4);
  });

  it('removes a chosen file with its remove button and shows the error under the tick', async () => {
    const user = userEvent.setup();
    const chosen: File[][] = [];
    render(<Harness onFiles={(files) => chosen.push(files)} error="PTW documents should be approved" />);

    await user.upload(fileInput(), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('PTW documents should be approved');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');

    const removeButtons = await screen.findAllByRole('button', { name: /^Remove / });
    await user.click(removeButtons[0] as HTMLElement);
    expect(chosen.at(-1)?.map((f) => f.name)).toEqual(['b.pdf']);
  });

  it('opens the file chooser from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = fileInput();
    let opened = 0;
    input.addEventListener('click', () => {
      opened += 1;
    });
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('button');
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
  });
});
