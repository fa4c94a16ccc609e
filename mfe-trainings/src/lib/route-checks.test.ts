import { writeToken } from '@coach/shared/api';
import { mockApi, resetEnvironment } from '@coach/shared/testing';
import type { LoaderFunctionArgs } from 'react-router';
import { moduleLoader, trainingLoader } from './route-checks.ts';

const args = (params: Record<string, string>) => ({ params }) as unknown as LoaderFunctionArgs;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('the loader did not throw');
}

beforeEach(async () => {
  await resetEnvironment();
  writeToken('token');
});

describe('the training routes’ validity checks (docs/product.md §2.3)', () => {
  it('turns an unknown training or module into the 404 page', async () => {
    mockApi(() => ({ status: 404, body: { errors: { base: ['Cette formation n’existe pas.'] } } }));
    expect((await thrown(trainingLoader(args({ training_slug: 'nope' })))).status).toBe(404);
    expect((await thrown(moduleLoader(args({ training_slug: 'cap', module_slug: 'nope' })))).status).toBe(
      404,
    );
  });

  it('sends a locked module back to its training, saying which one', async () => {
    mockApi(() => ({ status: 409, body: { errors: { base: ['Verrouillé'], lock_reason: ['payable'] } } }));
    const response = await thrown(moduleLoader(args({ training_slug: 'cap', module_slug: 'arrivee' })));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/training/cap?locked=arrivee');
  });

  it('lets the page show its own error state for anything else, and asks nothing without a session', async () => {
    const mocked = mockApi(() => ({ status: 500, body: { errors: { base: ['Oups'] } } }));
    await expect(trainingLoader(args({ training_slug: 'cap' }))).resolves.toEqual({
      training: { ok: false, status: 500, errors: { base: ['Oups'] } },
    });
    await expect(moduleLoader(args({ training_slug: 'cap', module_slug: 'depart' }))).resolves.toEqual({
      module: { ok: false, status: 500, errors: { base: ['Oups'] } },
    });
    await resetEnvironment();
    // What the api would answer, unasked: the guards send the visitor to /home anyway.
    await expect(trainingLoader(args({ training_slug: 'cap' }))).resolves.toEqual({
      training: { ok: false, status: 401, errors: {} },
    });
    await expect(moduleLoader(args({ training_slug: 'cap', module_slug: 'depart' }))).resolves.toEqual({
      module: { ok: false, status: 401, errors: {} },
    });
    expect(mocked.requests).toHaveLength(2);
  });

  it('hands the training’s page the training it read, the player the module it read', async () => {
    mockApi(() => ({ status: 200, body: { slug: 'cap', title: 'Cap au large' } }));
    await expect(trainingLoader(args({ training_slug: 'cap' }))).resolves.toEqual({
      training: { ok: true, body: { slug: 'cap', title: 'Cap au large' } },
    });
    await expect(moduleLoader(args({ training_slug: 'cap', module_slug: 'depart' }))).resolves.toEqual({
      module: { ok: true, body: { slug: 'cap', title: 'Cap au large' } },
    });
  });
});
