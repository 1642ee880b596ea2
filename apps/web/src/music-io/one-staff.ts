/**
 * A part on one staff when one is enough. The MusicXML writer puts every part on a grand staff
 * (treble and bass); a ringer's few bells, or a song of an octave or two, then come out with one
 * staff of rests only. When no note of a part stands on one of its two staves, that staff goes:
 * its rests, the `<backup>` that led to them, its clef, and `<staves>`; what is left is staff 1.
 */

const child = (parent: Element, name: string): Element | null =>
  [...parent.children].find((element) => element.tagName === name) ?? null;

const staffOf = (element: Element): string => child(element, 'staff')?.textContent?.trim() ?? '1';

/** The staff ('1' or '2') none of the part's pitched notes stand on, or null. */
function emptyStaff(part: Element): string | null {
  const used = new Set<string>();
  for (const note of part.getElementsByTagName('note')) {
    if (!child(note, 'rest')) used.add(staffOf(note));
  }
  if (used.size !== 1) return null;
  return used.has('1') ? '2' : '1';
}

/** Takes away `<backup>`s that now lead nowhere: at the measure's start, at its end, or before another. */
function dropIdleBackups(measure: Element): void {
  let moved = false;
  for (const element of [...measure.children]) {
    if (element.tagName === 'note' || element.tagName === 'forward') moved = true;
    if (element.tagName === 'backup' && !moved) element.remove();
  }
  let last = measure.lastElementChild;
  while (last && (last.tagName === 'backup' || last.tagName === 'forward')) {
    last.remove();
    last = measure.lastElementChild;
  }
  for (const element of [...measure.children]) {
    if (element.tagName === 'backup' && element.nextElementSibling?.tagName === 'backup') element.remove();
  }
}

export function oneStaffWhereEnough(doc: XMLDocument): void {
  for (const part of [...doc.getElementsByTagName('part')]) {
    const staves = part.getElementsByTagName('staves')[0];
    if (staves?.textContent?.trim() !== '2') continue;
    const empty = emptyStaff(part);
    if (!empty) continue;
    for (const measure of [...part.getElementsByTagName('measure')]) {
      for (const element of [...measure.children]) {
        if ((element.tagName === 'note' || element.tagName === 'forward') && staffOf(element) === empty) {
          element.remove();
        }
      }
      dropIdleBackups(measure);
      for (const attributes of [...measure.getElementsByTagName('attributes')]) {
        for (const clef of [...attributes.getElementsByTagName('clef')]) {
          if ((clef.getAttribute('number') ?? '1') === empty) clef.remove();
          else clef.removeAttribute('number');
        }
        for (const count of [...attributes.getElementsByTagName('staves')]) count.remove();
      }
      for (const staff of [...measure.getElementsByTagName('staff')]) staff.remove();
    }
  }
}
