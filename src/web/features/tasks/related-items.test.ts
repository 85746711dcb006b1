import { describe, expect, it } from 'vitest';
import { relatedItems } from './related-items.ts';

const week = {
  emails: [
    { id: 'e1', subject: 'Hartwell Foods Christmas trading statement' },
    { id: 'e2', subject: 'Team lunch on Friday' },
  ],
  meetings: [{ id: 'm1', title: 'Morning meeting', agenda: 'Hartwell results and the note' }],
  files: [
    { id: 'f1', name: 'Hartwell_Model.xlsx', description: 'The Hartwell forecasts.' },
    { id: 'f2', name: 'Expenses_Policy.pdf', description: 'How to claim expenses.' },
  ],
} as never;

describe('relatedItems', () => {
  it('finds the e-mails, meetings and files that share a name with the task, not the rest', () => {
    const items = relatedItems(
      {
        title: 'Draft the Hartwell morning note',
        description: 'Write up the Christmas update.',
        brief: 'Use the model.',
      },
      week,
    );
    expect(items.map((i) => i.id).sort()).toEqual(['e1', 'f1', 'm1']);
    expect(items.find((i) => i.id === 'f1')).toEqual({
      section: 'files',
      id: 'f1',
      label: 'Hartwell_Model.xlsx',
    });
  });

  it('ranks a file the brief names outright first', () => {
    const items = relatedItems(
      { title: 'Check the policy', description: 'Read Expenses_Policy.pdf and reply.' },
      week,
    );
    expect(items[0]).toMatchObject({ id: 'f2' });
  });
});
