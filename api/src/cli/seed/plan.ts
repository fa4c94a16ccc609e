import { createHash } from 'node:crypto';

/**
 * What each seeded member looks like (docs/product.md: coachees and leaders, their history),
 * decided in plain code from the seed and the member's index alone: the same seed always gives
 * the same people, whichever batch or run writes them. The rows themselves are written in SQL
 * from these plans (rows.ts), where the volume is.
 */

export const SEED_DOMAIN = 'seed.coach.test';
/** One leader in twenty (docs/product.md §1: coaches, managers and HR people lead a team). */
export const LEADER_EVERY = 20;
export const HISTORY_DAYS_MAX = 730;

/** The accounts the seed names at its end, by role: index → role. */
export const SAMPLES = {
  'leader-40': 0,
  'coachee-history': 1,
  'coachee-new': 2,
  'leader-small': LEADER_EVERY,
} as const;
export type SampleRole = keyof typeof SAMPLES;

/** 32-bit FNV-1a of the text, the seed of a member's generator. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The generator of a member's shapes, drawn from its key. */
export function generator(key: string): () => number {
  return mulberry32(hash32(key));
}

/** mulberry32: small, fast, the same numbers from the same seed (replayable); never for secrets. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uuid derived from a key, as PostgreSQL's `md5(key)::uuid` derives it (rows.ts uses both). */
export function uuidFrom(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const memberId = (seed: string, index: number) => uuidFrom(`${seed}:u:${index}`);
export const memberEmail = (index: number) => `member-${index}@${SEED_DOMAIN}`;

const FIRST = ['Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Lucas', 'Manon', 'Nathan', 'Inès', 'Jules'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy'];
const LEADER_TYPES = ['coach', 'manager', 'hr'] as const;

/** How engaged a member is: it sets how far back their history goes and how dense it is. */
export type Engagement = 'daily' | 'regular' | 'light' | 'none';

export interface MemberPlan {
  index: number;
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  gender: 'female' | 'male' | 'other';
  lang: 'fr' | 'en';
  userType: 'coachee' | 'coach' | 'manager' | 'hr';
  verified: boolean;
  engagement: Engagement;
  /** Days since registration (0: registered today). */
  historyDays: number;
  /** Interior weather: an entry every that many days (1: every day; 0: never). */
  weatherStep: number;
  commitments: number;
  appointments: number;
  /** -1: no main goal; else the goal and that many steps. */
  goalSteps: number;
  sessions: number;
  calendarFeed: boolean;
  /** Modules completed in each free training, in catalogue order (the rest not started). */
  modulesDone: number[];
  /** Extra test results (retakes) per completed test. */
  retakes: number;
  /** 0 for a coachee; a leader's team has 5 to 40 members. */
  teamSize: number;
}

const pick = <T>(items: readonly T[], r: number): T => items[Math.floor(r * items.length)] as T;
const between = (low: number, high: number, r: number) => low + Math.floor(r * (high - low + 1));

function engagementOf(r: number): Engagement {
  if (r < 0.05) return 'daily';
  if (r < 0.5) return 'regular';
  if (r < 0.85) return 'light';
  return 'none';
}

/**
 * History by engagement: the range of its length in days, and of the days between two weather
 * entries (every day; a few days a week; once a week or two; never).
 */
const HISTORY: Record<Engagement, { days: [number, number]; weatherStep: [number, number] }> = {
  daily: { days: [180, HISTORY_DAYS_MAX], weatherStep: [1, 1] },
  regular: { days: [30, 540], weatherStep: [2, 3] },
  light: { days: [14, 365], weatherStep: [7, 14] },
  none: { days: [0, 60], weatherStep: [0, 0] },
};

/**
 * @param trainingModules how many modules each free training has, in catalogue order
 */
export function planMember(seed: string, index: number, trainingModules: readonly number[]): MemberPlan {
  const r = generator(`${seed}:${index}`);
  const leader = index % LEADER_EVERY === 0;
  const engagement = engagementOf(r());
  const shape = HISTORY[engagement];
  const historyDays = between(shape.days[0], shape.days[1], r());
  const active = engagement !== 'none';
  const plan: MemberPlan = {
    index,
    id: memberId(seed, index),
    email: memberEmail(index),
    firstname: pick(FIRST, r()),
    lastname: pick(LAST, r()),
    gender: pick(['female', 'male', 'female', 'other'] as const, r()),
    lang: r() < 0.8 ? 'fr' : 'en',
    userType: leader ? pick(LEADER_TYPES, r()) : 'coachee',
    verified: r() < 0.97,
    engagement,
    historyDays,
    weatherStep: between(shape.weatherStep[0], shape.weatherStep[1], r()),
    commitments: active ? Math.min(between(0, 4, r()) + Math.floor(historyDays / 30), 60) : 0,
    appointments: active ? Math.min(between(0, 3, r()) + Math.floor(historyDays / 45), 40) : 0,
    goalSteps: r() < 0.6 ? between(0, 8, r()) : -1,
    sessions: between(1, 4, r()),
    calendarFeed: r() < 0.2,
    modulesDone: trainingModules.map((count) => (active && r() < 0.7 ? between(0, count, r()) : 0)),
    retakes: r() < 0.2 ? 1 : 0,
    teamSize: leader ? between(5, 40, r()) : 0,
  };
  return shapeSample(plan, trainingModules);
}

/** The named samples are drawn to their role, whatever the generator gave them. */
function shapeSample(plan: MemberPlan, trainingModules: readonly number[]): MemberPlan {
  const full = {
    verified: true,
    historyDays: HISTORY_DAYS_MAX,
    weatherStep: 1,
    engagement: 'daily' as const,
  };
  switch (plan.index) {
    case SAMPLES['leader-40']:
      return {
        ...plan,
        ...full,
        userType: 'coach',
        teamSize: 40,
        commitments: 30,
        appointments: 20,
        goalSteps: 5,
      };
    case SAMPLES['coachee-history']:
      return {
        ...plan,
        ...full,
        commitments: 60,
        appointments: 40,
        goalSteps: 8,
        sessions: 4,
        calendarFeed: true,
        modulesDone: [...trainingModules],
        retakes: 2,
      };
    case SAMPLES['coachee-new']:
      return {
        ...plan,
        verified: true,
        engagement: 'none',
        historyDays: 0,
        weatherStep: 0,
        commitments: 0,
        appointments: 0,
        goalSteps: -1,
        sessions: 1,
        calendarFeed: false,
        modulesDone: trainingModules.map(() => 0),
        retakes: 0,
      };
    case SAMPLES['leader-small']:
      return { ...plan, verified: true, userType: 'manager', teamSize: 5 };
    default:
      return plan;
  }
}

export interface TeamSeat {
  memberIndex: number;
  /** `active`: joined; `invited`: an account invited that has not answered; `invitee`: no account. */
  status: 'active' | 'invited' | 'invitee';
}

/**
 * A leader's team: the members that follow them in their batch (wrapping round it), so that every
 * row a batch writes points at rows of the same batch (each batch commits whole, alone).
 */
export function teamOf(
  seed: string,
  leader: MemberPlan,
  batch: { first: number; length: number },
): TeamSeat[] {
  const r = generator(`${seed}:team:${leader.index}`);
  const size = Math.min(leader.teamSize, batch.length - 1);
  const seats: TeamSeat[] = [];
  for (let k = 1; k <= size; k++) {
    const memberIndex = batch.first + ((leader.index - batch.first + k) % batch.length);
    const draw = r();
    // The sample leader's team is whole: the page of 40 shows 40 active members.
    const status =
      leader.index === SAMPLES['leader-40'] || draw < 0.85 ? 'active' : draw < 0.93 ? 'invited' : 'invitee';
    seats.push({ memberIndex, status });
  }
  return seats;
}
