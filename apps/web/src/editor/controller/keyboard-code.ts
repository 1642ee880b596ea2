/**
 * The keyboard handler (keyboard.ts, with the table of keys) arrives on its own, at the first sign
 * of interaction, off the page's start-up path. Until it has, Space still plays and pauses.
 */
type KeyboardCode = typeof import('./keyboard.ts');

let code: KeyboardCode | null = null;
let loading: Promise<KeyboardCode> | null = null;

export function loadKeyboardCode(): Promise<KeyboardCode> {
  loading ??= import('./keyboard.ts').then(
    (loaded) => (code = loaded),
    (cause: unknown) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}

/** The handler once it has arrived. */
export function keyboardCode(): KeyboardCode | null {
  return code;
}
