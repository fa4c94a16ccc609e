import { LEADER_EVERY, SAMPLES, memberId, planMember, teamOf, uuidFrom } from './plan';

const MODULES = [4, 3];

describe('member plans', () => {
  test('the same seed and index give the same member; another seed another one', () => {
    expect(planMember('1', 7, MODULES)).toEqual(planMember('1', 7, MODULES));
    expect(planMember('2', 7, MODULES)).not.toEqual(planMember('1', 7, MODULES));
  });

  test('ids are PostgreSQL’s md5(key)::uuid', () => {
    // SELECT md5('1:u:0')::uuid
    expect(memberId('1', 0)).toBe(uuidFrom('1:u:0'));
    expect(uuidFrom('abc')).toBe('90015098-3cd2-4fb0-d696-3f7d28e17f72');
  });

  test.each([
    ['leader-40', { userType: 'coach', teamSize: 40, historyDays: 730, verified: true }],
    ['coachee-history', { userType: 'coachee', historyDays: 730, weatherStep: 1, modulesDone: MODULES }],
    ['coachee-new', { userType: 'coachee', historyDays: 0, commitments: 0 }],
    ['leader-small', { userType: 'manager', teamSize: 5 }],
  ] as const)('the sample %s has its role’s shape', (role, shape) => {
    expect(planMember('1', SAMPLES[role], MODULES)).toMatchObject(shape);
  });

  test('one member in twenty leads a team of 5 to 40; the others are coachees', () => {
    const plans = Array.from({ length: 400 }, (_, i) => planMember('9', i, MODULES));
    const leaders = plans.filter((plan) => plan.teamSize > 0);
    expect(leaders.map((plan) => plan.index)).toEqual(
      plans.filter((p) => p.index % LEADER_EVERY === 0).map((p) => p.index),
    );
    expect(
      leaders.every((plan) => plan.teamSize >= 5 && plan.teamSize <= 40 && plan.userType !== 'coachee'),
    ).toBe(true);
    expect(plans.filter((plan) => plan.teamSize === 0).every((plan) => plan.userType === 'coachee')).toBe(
      true,
    );
  });

  test('a team is drawn from its own batch, wrapping round it, never the leader', () => {
    const leader = { ...planMember('1', 1990, MODULES), teamSize: 20 };
    const seats = teamOf('1', leader, { first: 1000, length: 1000 });
    expect(seats.map((seat) => seat.memberIndex)).toEqual([
      ...Array.from({ length: 9 }, (_, k) => 1991 + k),
      ...Array.from({ length: 11 }, (_, k) => 1000 + k),
    ]);
    const small = teamOf('1', { ...leader, index: 1000, teamSize: 40 }, { first: 1000, length: 30 });
    expect(small).toHaveLength(29);
    expect(small.some((seat) => seat.memberIndex === 1000)).toBe(false);
  });

  test('the sample leader’s 40 are all active members', () => {
    const seats = teamOf('1', planMember('1', 0, MODULES), { first: 0, length: 1000 });
    expect(seats).toHaveLength(40);
    expect(seats.every((seat) => seat.status === 'active')).toBe(true);
  });
});
