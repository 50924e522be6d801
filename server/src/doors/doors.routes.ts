import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createApartmentsRepository } from '../apartments';
import {
  guardLinks,
  idParams,
  invalidPkIssue,
  linkErrors,
  toId,
  unique,
  fieldErrors,
  foundOr404,
  hasIssues,
  issue,
  notFound,
  type FieldIssues,
} from '../http';
import { ownerOf, requireOwner } from '../auth';
import { createDoorsRepository } from './doors.repository';
import {
  DOOR_MOVE,
  doorInput,
  doorListResponse,
  doorSchema,
  doorsQuery,
  ROOM_OTHER_APARTMENT,
  type DoorInputBody,
} from './doors.schema';
import type { DoorRow } from './doors.serializer';
import { resolveDoorValues } from './doors.values';
import { doorTranslationsRoutes } from './door-translations.routes';

const tags = ['doors'];

export const doorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createDoorsRepository(app.db);
  const apartmentsRepo = createApartmentsRepository(app.db);

  /** Apartment and room ids of a body, then the per-access-type rules. */
  const validate = async (ownerId: number, body: DoorInputBody, existing: DoorRow | null) => {
    const errors: FieldIssues = {};
    const apartment = await apartmentsRepo.findOwned(ownerId, body.apartment);
    if (!apartment) errors.apartment = [invalidPkIssue(body.apartment)];
    else if (existing && apartment.id !== existing.apartmentId)
      errors.apartment = [issue('cannot_move', DOOR_MOVE)];
    const roomIds = body.rooms === undefined ? undefined : unique(body.rooms);
    if (apartment && roomIds) {
      const found = await repo.ownedRooms(ownerId, roomIds);
      const roomErrors = linkErrors(roomIds, found, apartment.id, ROOM_OTHER_APARTMENT);
      if (roomErrors.length > 0) errors.rooms = roomErrors;
    }
    if (hasIssues(errors)) throw fieldErrors(errors);
    return { apartmentId: body.apartment, roomIds, values: resolveDoorValues(body, existing) };
  };

  app.get(
    '/api/doors/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "Doors of one of the caller's apartments, by priority",
        querystring: doorsQuery,
        response: { 200: doorListResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const apartment = foundOr404(
        await apartmentsRepo.findOwned(ownerId, toId(request.query.apartment)),
      );
      return repo.listForApartment(ownerId, apartment.id);
    },
  );

  app.post(
    '/api/doors/',
    {
      preValidation: requireOwner,
      schema: { tags, summary: 'Create a door', body: doorInput, response: { 201: doorSchema } },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const { apartmentId, roomIds, values } = await validate(ownerId, request.body, null);
      const id = await guardLinks('rooms', () =>
        repo.create(ownerId, apartmentId, values, roomIds ?? []),
      );
      return reply.code(201).send(await repo.view(id));
    },
  );

  app.put(
    '/api/doors/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Update a door (omitted optional fields and rooms keep their value)',
        params: idParams,
        body: doorInput,
        response: { 200: doorSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const door = foundOr404(await repo.findOwned(ownerId, toId(request.params.id)));
      const { roomIds, values } = await validate(ownerId, request.body, door);
      await guardLinks('rooms', () => repo.update(door.id, values, roomIds));
      return repo.view(door.id);
    },
  );

  app.delete(
    '/api/doors/:id/',
    {
      preValidation: requireOwner,
      schema: { tags, summary: 'Delete a door with its translations', params: idParams },
    },
    async (request, reply) => {
      const deleted = await repo.delete(ownerOf(request).ownerId, toId(request.params.id));
      if (!deleted) throw notFound();
      return reply.code(204).send();
    },
  );

  await app.register(doorTranslationsRoutes);
};
