import { changedMeanwhile } from '@shared/schemas/edit-stamps';
import { HttpError } from './http-errors';

/** 409: the row was changed by someone else since the copy this save was made from. */
export const changedMeanwhileError = (thing: string) => new HttpError(409, { '': [changedMeanwhile(thing)] });
