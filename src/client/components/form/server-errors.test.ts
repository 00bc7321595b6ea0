import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from './server-errors';

type Values = { year: string; event: string };

function collect(error: unknown) {
  const set: Record<string, string> = {};
  const result = applyServerErrors<Values>(error, ['year', 'event'], (name, e) => {
    set[name] = e.message ?? '';
  });
  return { set, result };
}

describe('a server answer placed on the form', () => {
  it('puts each field’s first message on its field', () => {
    const { set, result } = collect(
      new ApiError(400, 'Bad', {
        year: ['Enter a year between 1900 and 2100', 'x'],
        event: ['Event is required'],
      }),
    );
    expect(set).toEqual({ year: 'Enter a year between 1900 and 2100', event: 'Event is required' });
    expect(result).toEqual({ onFields: 2, general: null });
  });

  it('gives the empty-string key to the summary', () => {
    const { set, result } = collect(new ApiError(400, 'Bad', { '': ['That match already exists'] }));
    expect(set).toEqual({});
    expect(result.general).toBe('That match already exists');
  });

  it('gives anything else (a lost connection, a 500) to the summary', () => {
    expect(collect(new Error('Failed to fetch')).result).toEqual({ onFields: 0, general: 'Server error' });
    const { result } = collect(new ApiError(500, 'Server error', { type: 'about:blank' }));
    expect(result.onFields).toBe(0);
    expect(result.general).toBeTruthy();
  });
});

describe('a form-level message about one field', () => {
  it('goes to the field the form names', () => {
    const set: Record<string, string> = {};
    const result = applyServerErrors<{ file: string }>(
      new ApiError(400, 'Bad', { '': ['The file must be a PDF document'] }),
      ['file'],
      (name, e) => {
        set[name] = e.message ?? '';
      },
      (m) => (/\bPDF\b/.test(m) ? 'file' : undefined),
    );
    expect(set).toEqual({ file: 'The file must be a PDF document' });
    expect(result).toEqual({ onFields: 1, general: null });
  });
});
