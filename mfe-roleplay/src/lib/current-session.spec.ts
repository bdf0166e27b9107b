import { forgetSession, recallSession, rememberSession } from './current-session.js';

const A = '7f1c2a9e-0000-4000-8000-000000000001';
const B = '7f1c2a9e-0000-4000-8000-000000000002';

describe('the session in progress, remembered per user', () => {
  beforeEach(() => localStorage.clear());

  it('is recalled with its step, for its own user only', () => {
    rememberSession('u1', { id: A, step: 'preview' });
    expect(recallSession('u1')).toEqual({ id: A, step: 'preview' });
    expect(recallSession('u2')).toBeNull();
  });

  it('is forgotten only when the session forgotten is the one remembered', () => {
    rememberSession('u1', { id: B, step: 'chat' });
    forgetSession('u1', A);
    expect(recallSession('u1')).toEqual({ id: B, step: 'chat' });
    forgetSession('u1', B);
    expect(recallSession('u1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('blindspot-roleplay-in-progress:u1', '{not json');
    expect(recallSession('u1')).toBeNull();
    localStorage.setItem('blindspot-roleplay-in-progress:u1', JSON.stringify({ id: '../../etc', step: 'chat' }));
    expect(recallSession('u1')).toBeNull();
  });
});
