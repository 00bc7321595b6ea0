import { describe, expect, it } from 'vitest';
import { firstMessage, readErrorMessage } from './error-reader';
import { readCookie } from './api-client';

describe('readErrorMessage (spec §8)', () => {
  it('prefers the Application-Error header', () => {
    expect(readErrorMessage('Database down', { '': ['ignored'] })).toBe('Database down');
  });
  it('joins the body field values with newlines', () => {
    expect(readErrorMessage(null, { email: ['Email is required'], '': ['Oops', 'Again'] })).toBe(
      'Email is required\nOops\nAgain',
    );
  });
  it('reads change-password errors by their description', () => {
    expect(readErrorMessage(null, { errors: [{ code: 'x', description: 'Incorrect password.' }] })).toBe(
      'Incorrect password.',
    );
  });
  it('says Server error for a body with a type field, an empty body, or no body', () => {
    expect(readErrorMessage(null, { type: 'about:blank', title: 'Bad' })).toBe('Server error');
    expect(readErrorMessage(null, {})).toBe('Server error');
    expect(readErrorMessage(null, undefined)).toBe('Server error');
    expect(readErrorMessage(null, 'plain text')).toBe('Server error');
  });
});

describe('firstMessage', () => {
  it('returns the first message under the empty key', () => {
    expect(firstMessage({ '': ['First', 'Second'] })).toBe('First');
    expect(firstMessage({ addfixture: ['A'] }, 'addfixture')).toBe('A');
    expect(firstMessage({})).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('reads a cookie value', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
});
