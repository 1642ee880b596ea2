/**
 * MusicXML text to a small element tree with saxes, a streaming parser that never fetches a DTD
 * nor expands an entity the document declares (an undeclared entity is an error, so external
 * entities and "billion laughs" are refused). Only the elements the reader needs are kept; the
 * rest (layout, credits, beams, stems ...) are skipped with their contents. Nesting deeper than
 * MAX_XML_DEPTH is refused as it opens.
 */
import { SaxesParser } from 'saxes';
import { MAX_XML_DEPTH } from './limits.ts';
import { fail, ReadError } from './read-error.ts';

export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const KEPT = new Set(
  [
    'score-partwise score-timewise work work-title movement-title part-list score-part part-name',
    'score-instrument instrument-name midi-instrument midi-unpitched part measure attributes',
    'divisions time beats beat-type clef sign note chord rest pitch step alter octave unpitched',
    'display-step display-octave instrument duration tie voice grace cue notations tied technical',
    'handbell other-technical backup forward direction direction-type metronome beat-unit beat-unit-dot per-minute',
    'words sound barline repeat ending',
    // The score's expression: dynamics, hairpins, passage lines, rehearsal letters, accents, offsets.
    'dynamics ppp pp p mp mf f ff fff fp sfp sf sfz fz rf rfz wedge dashes bracket rehearsal offset',
    'articulations accent strong-accent key fifths',
  ]
    .join(' ')
    .split(' '),
);

function describe(error: Error): string {
  const detail = error.message.replace(/^(.*?:)?\d+:\d+: /, '');
  if (detail.startsWith('undefined entity') || detail.startsWith('malformed character entity')) {
    return 'This MusicXML file uses entities declared in its DOCTYPE; for safety they are not read, so the file cannot be imported.';
  }
  if (detail.startsWith('unclosed tag') || detail.startsWith('unexpected end')) {
    return 'This MusicXML file is cut short: it ends before the score does.';
  }
  if (detail.startsWith('document must contain a root element')) return 'This file is empty or holds no XML.';
  return `This MusicXML file is not well-formed XML (${detail.replace(/\.$/, '')}).`;
}

export function parseXmlTree(text: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let depth = 0;
  let skipping = 0;
  parser.on('error', (error) => {
    throw error instanceof ReadError ? error : new ReadError(describe(error));
  });
  parser.on('opentag', (tag) => {
    depth++;
    if (depth > MAX_XML_DEPTH)
      fail(`This file is not MusicXML: its elements are nested more than ${MAX_XML_DEPTH} levels deep.`);
    if (skipping > 0 || !KEPT.has(tag.name)) {
      skipping++;
      return;
    }
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    depth--;
    if (skipping > 0) skipping--;
    else stack.pop();
  });
  parser.on('text', (chunk) => {
    const current = stack.at(-1);
    if (skipping === 0 && current) current.text += chunk;
  });
  parser.on('opentagstart', (tag) => {
    if (depth === 0 && !root && tag.name !== 'score-partwise' && tag.name !== 'score-timewise') {
      fail(`This XML file isn't MusicXML: it holds <${tag.name}>, not a <score-partwise> score.`);
    }
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof ReadError) throw error;
    fail(describe(error instanceof Error ? error : new Error(String(error))));
  }
  if (!root) fail('This file is empty or holds no XML.');
  return root;
}

/** The first child of that name. */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** The trimmed text of the first child of that name, or ''. */
export function childText(element: XmlElement, name: string): string {
  return child(element, name)?.text.trim() ?? '';
}
