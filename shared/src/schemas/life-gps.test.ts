import * as v from 'valibot';
import { errorsOf, tEn, tFr } from './test-translator';
import {
  createAppointmentPayloadSchema,
  createCommitmentPayloadSchema,
  createMainGoalPayloadSchema,
  createWeatherPayloadSchema,
} from './life-gps';

describe('life GPS schemas', () => {
  it('main goal: trimmed text, optional area and date, real dates between 2000 and 2100', () => {
    const schema = createMainGoalPayloadSchema(tFr);
    expect(v.parse(schema, { text: '  Courir  ' })).toEqual({
      text: 'Courir',
      life_area: null,
      target_date: null,
    });
    expect(errorsOf(schema, { text: ' ', target_date: '2026-02-30', life_area: 'sleep' })).toEqual({
      text: ['Veuillez saisir un texte.'],
      target_date: ['Date invalide.'],
      life_area: ['Domaine de vie invalide.'],
    });
    expect(
      errorsOf(createMainGoalPayloadSchema(tEn), { text: 'x'.repeat(281), target_date: '2101-01-01' }),
    ).toEqual({
      text: ['The text must not exceed 280 characters.'],
      target_date: ['The date must be between 2000 and 2100.'],
    });
  });

  it('commitment: a due date is required, weekly repeat defaults to no', () => {
    const schema = createCommitmentPayloadSchema(tEn);
    expect(v.parse(schema, { text: 'Walk', due_date: '2026-11-23' })).toMatchObject({
      repeat_weekly: false,
      done_through: null,
      step_id: null,
    });
    expect(errorsOf(schema, { text: 'Walk' })).toEqual({ due_date: ['Please enter a date.'] });
  });

  it('weather: Top or Not Top, a note of 280 characters at most, an empty note is none', () => {
    const schema = createWeatherPayloadSchema(tFr);
    expect(v.parse(schema, { mood: 'top', note: '  ' })).toEqual({ mood: 'top', note: null });
    expect(v.parse(schema, { mood: 'not_top', note: 'x'.repeat(280) }).note).toHaveLength(280);
    expect(errorsOf(schema, { mood: 'bof', note: 'x'.repeat(281) })).toEqual({
      mood: ['Veuillez choisir Top ou Pas top.'],
      note: ['La note ne doit pas dépasser 280 caractères.'],
    });
  });

  it('appointment: times with an offset become UTC; the end must come after the start', () => {
    const schema = createAppointmentPayloadSchema(tEn);
    expect(
      v.parse(schema, {
        title: 'Session',
        starts_at: '2026-11-23T09:00:00+01:00',
        ends_at: '2026-11-23T10:00:00+01:00',
      }),
    ).toEqual({
      title: 'Session',
      starts_at: '2026-11-23T08:00:00.000Z',
      ends_at: '2026-11-23T09:00:00.000Z',
      location: null,
      note: null,
    });
    expect(
      errorsOf(schema, {
        title: 'Session',
        starts_at: '2026-11-23T10:00:00Z',
        ends_at: '2026-11-23T10:00:00Z',
      }),
    ).toEqual({ ends_at: ['The end must be after the start.'] });
    expect(
      errorsOf(schema, {
        title: 'Session',
        starts_at: '2026-11-23T10:00:00Z',
        ends_at: '2026-11-25T10:00:00Z',
      }),
    ).toEqual({ ends_at: ['An appointment must not last more than 24 hours.'] });
    expect(
      errorsOf(schema, { title: 'Session', starts_at: 'tomorrow', ends_at: '2026-11-25T10:00:00Z' }),
    ).toEqual({
      starts_at: ['Invalid date or time.'],
    });
  });
});
