import { toTenths } from '@shared/golf/exact-arithmetic';
import type { Tee } from '@shared/golf/types';
import type { TeeRow } from './course-tees.repository';

/** A tee as stored: the holes as JSON arrays, the Course Rating in tenths (exact). */
export interface StoredTee {
  name: string;
  par: string;
  stroke_index: string;
  course_rating_tenths: number;
  slope: number;
}

export const teeFromRow = (r: StoredTee): Tee => ({
  name: r.name,
  par: JSON.parse(r.par) as number[],
  strokeIndex: JSON.parse(r.stroke_index) as number[],
  courseRating: r.course_rating_tenths / 10,
  slope: r.slope,
});

export const teeToRow = (courseId: number, position: number, t: Tee): TeeRow => ({
  course_id: courseId,
  position,
  name: t.name,
  par: JSON.stringify(t.par),
  stroke_index: JSON.stringify(t.strokeIndex),
  course_rating_tenths: toTenths(t.courseRating, 'Course Rating'),
  slope: t.slope,
});
