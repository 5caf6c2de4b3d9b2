import type { UploadLimits } from '@members/contract';
import { describe, expect, it } from 'vitest';

import {
  acceptAttribute,
  addFiles,
  allowedExtensions,
} from './attachment-rules';

const limits: UploadLimits = {
  maxFiles: 2,
  maxFileBytes: 1024,
  allowedTypes: ['image/png', 'image/jpeg', 'text/plain'],
};

function file(name: string, size = 10, lastModified = 1): File {
  return new File([new Uint8Array(size)], name, { lastModified });
}

describe('attachment rules', () => {
  it('lists the endings of the allowed types', () => {
    expect(allowedExtensions(limits)).toEqual([
      'png',
      'jpg',
      'jpeg',
      'txt',
      'log',
    ]);
    expect(acceptAttribute(limits)).toBe(
      'image/png,image/jpeg,text/plain,.png,.jpg,.jpeg,.txt,.log',
    );
  });

  it('adds allowed files and refuses the others with a reason', () => {
    const result = addFiles(
      [],
      [
        file('screen.PNG'),
        file('virus.exe'),
        file('empty.png', 0),
        file('huge.jpg', 2048),
        file('notes.txt'),
        file('third.jpeg'),
      ],
      limits,
    );
    expect(result.files.map((entry) => entry.name)).toEqual([
      'screen.PNG',
      'notes.txt',
    ]);
    expect(result.rejected).toEqual([
      { name: 'virus.exe', problem: 'file_type' },
      { name: 'empty.png', problem: 'file_empty' },
      { name: 'huge.jpg', problem: 'file_too_big' },
      { name: 'third.jpeg', problem: 'too_many_files' },
    ]);
  });

  it('keeps a file chosen twice once', () => {
    const first = file('screen.png');
    const again = file('screen.png');
    const result = addFiles([first], [again], limits);
    expect(result.files).toEqual([first]);
    expect(result.rejected).toEqual([]);
  });

  it('refuses a name without an ending', () => {
    expect(addFiles([], [file('README')], limits).rejected).toEqual([
      { name: 'README', problem: 'file_type' },
    ]);
  });
});
