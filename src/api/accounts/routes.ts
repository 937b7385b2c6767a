import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contracts/paths.ts';
import { userStatePayload, type UserState } from '../../contracts/user-state.ts';
import type { AppContext } from '../../platform/context.ts';
import { getUserState } from './user-state.ts';

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(apiPaths.userState, async (request) => {
    const payload = userStatePayload.parse(request.body);
    const state: UserState = await getUserState(ctx, await request.loadSession(), payload);
    return { STATUS_CODE: 200, RESPONSE: state };
  });
}
