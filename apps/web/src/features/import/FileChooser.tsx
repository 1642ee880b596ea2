import { useRef } from 'react';
import { Button } from '../../ui/Button.tsx';

/** The formats the readers take, for the browser's file picker. */
export const MUSIC_FILE_TYPES = '.mid,.midi,.musicxml,.xml,.mxl,.abc';

/** A button that opens the browser's file picker for a music file. */
export function FileChooser({
  label,
  onFile,
  variant = 'solid',
}: {
  label: string;
  onFile: (file: File) => void;
  variant?: 'solid' | 'outlined' | 'link';
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={MUSIC_FILE_TYPES}
        hidden
        aria-label="Music file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant={variant} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
