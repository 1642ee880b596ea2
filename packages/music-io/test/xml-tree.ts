/** Test support: MusicXML text as a small element tree (saxes), for checking what the writer wrote. */
import { SaxesParser } from 'saxes';

export interface Element {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: Element[];
  text: string;
}

export function parseXml(text: string): Element {
  const parser = new SaxesParser();
  const root: Element = { name: '#root', attributes: {}, children: [], text: '' };
  const stack: Element[] = [root];
  parser.on('opentag', (tag) => {
    const element: Element = {
      name: tag.name,
      attributes: { ...(tag.attributes as Record<string, string>) },
      children: [],
      text: '',
    };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (t) => {
    stack.at(-1)!.text += t;
  });
  parser.write(text).close();
  return root.children[0]!;
}

export const child = (element: Element, name: string) => element.children.find((c) => c.name === name);
export const childrenOf = (element: Element, name: string) => element.children.filter((c) => c.name === name);
export const textOf = (element: Element | undefined, name: string) =>
  element ? child(element, name)?.text.trim() : undefined;
