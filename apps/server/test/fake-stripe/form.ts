/** A nested value decoded from Stripe's bracketed form encoding (`a[b][0][c]=v`). */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * Decodes the SDK's `application/x-www-form-urlencoded` bodies. Numeric path parts become array
 * positions, so `line_items[0][price]` reads back as `line_items[0].price`.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: FormObject | FormValue[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const slot = node as Record<string, FormValue>;
      if (last) {
        slot[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      slot[part] ??= nextIsIndex ? [] : {};
      node = slot[part] as FormObject | FormValue[];
    });
  }
  return root;
}

export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function record(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
  return out;
}
