import { CONCEPT_NOTES, PARAMETER_NOTES } from '@basin/api/domainNotes';
import english from './en.json';

// The notes beside the charts are the domain's (@basin/api/domainNotes), shown from the catalogue: its
// English must stay the domain's word for word.
describe('the catalogue’s notes', () => {
  const messages = english as Record<string, string>;

  it('has every parameter note of the domain in its English', () => {
    for (const [id, note] of Object.entries(PARAMETER_NOTES)) {
      expect({ id, what: messages[`map.note.${id}.what`], why: messages[`map.note.${id}.why`], benchmark: messages[`map.note.${id}.benchmark`] }).toEqual({ id, ...note });
    }
  });

  it('has the statistics notes of the domain in its English', () => {
    expect({ trend: messages['map.notes.trend'], pctile85: messages['map.notes.pctile85'], nondetect: messages['map.notes.nondetect'] }).toEqual(CONCEPT_NOTES);
  });
});
