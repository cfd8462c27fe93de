import { describe, expect, it } from 'vitest';
import { attachmentFile } from './attachments.ts';

const renderers = { greeting: (data: unknown) => `Hello ${(data as { name: string }).name}` };

describe('attachmentFile', () => {
  it('sends a written file as it is', () => {
    const file = { filename: 'a.txt', contentType: 'text/plain', content: 'A' };
    expect(attachmentFile(file, renderers)).toBe(file);
  });

  it('writes a deferred file with the renderer of its kind', () => {
    expect(
      attachmentFile(
        { filename: 'g.txt', contentType: 'text/plain', render: { kind: 'greeting', data: { name: 'Ana' } } },
        renderers,
      ),
    ).toEqual({ filename: 'g.txt', contentType: 'text/plain', content: 'Hello Ana' });
  });

  it('refuses a kind it has no renderer for, inherited names included', () => {
    for (const kind of ['unknown', 'toString', '__proto__']) {
      expect(() =>
        attachmentFile({ filename: 'x', contentType: 'text/plain', render: { kind, data: null } }, renderers),
      ).toThrow(`No renderer for attachments of kind "${kind}"`);
    }
  });
});
