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
import { createRoomsRepository } from './rooms.repository';
import {
  DOOR_OTHER_APARTMENT,
  ROOM_MOVE,
  roomInput,
  roomListResponse,
  roomSchema,
  roomsQuery,
  type RoomInputBody,
} from './rooms.schema';

const tags = ['rooms'];

export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createRoomsRepository(app.db);
  const apartmentsRepo = createApartmentsRepository(app.db);

  /** Checks apartment and door ids of a body; `current` is the apartment of the edited room. */
  const validate = async (ownerId: number, body: RoomInputBody, current: number | null) => {
    const errors: FieldIssues = {};
    const apartment = await apartmentsRepo.findOwned(ownerId, body.apartment);
    if (!apartment) errors.apartment = [invalidPkIssue(body.apartment)];
    else if (current !== null && apartment.id !== current)
      errors.apartment = [issue('cannot_move', ROOM_MOVE)];
    const doorIds = body.doors === undefined ? undefined : unique(body.doors);
    if (apartment && doorIds) {
      const found = await repo.ownedDoors(ownerId, doorIds);
      const doorErrors = linkErrors(doorIds, found, apartment.id, DOOR_OTHER_APARTMENT);
      if (doorErrors.length > 0) errors.doors = doorErrors;
    }
    if (hasIssues(errors)) throw fieldErrors(errors);
    return { apartmentId: body.apartment, doorIds };
  };

  app.get(
    '/api/rooms/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "Rooms of one of the caller's apartments",
        querystring: roomsQuery,
        response: { 200: roomListResponse },
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
    '/api/rooms/',
    {
      preValidation: requireOwner,
      schema: { tags, summary: 'Create a room', body: roomInput, response: { 201: roomSchema } },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const { apartmentId, doorIds } = await validate(ownerId, request.body, null);
      const id = await guardLinks('doors', () =>
        repo.create(ownerId, apartmentId, request.body.name, doorIds ?? []),
      );
      return reply.code(201).send(await repo.view(id));
    },
  );

  app.put(
    '/api/rooms/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Update a room (doors omitted = unchanged)',
        params: idParams,
        body: roomInput,
        response: { 200: roomSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const room = foundOr404(await repo.findOwned(ownerId, toId(request.params.id)));
      const { doorIds } = await validate(ownerId, request.body, room.apartmentId);
      await guardLinks('doors', () => repo.update(room.id, request.body.name, doorIds));
      return repo.view(room.id);
    },
  );

  app.delete(
    '/api/rooms/:id/',
    {
      preValidation: requireOwner,
      schema: { tags, summary: 'Delete a room', params: idParams },
    },
    async (request, reply) => {
      const deleted = await repo.delete(ownerOf(request).ownerId, toId(request.params.id));
      if (!deleted) throw notFound();
      return reply.code(204).send();
    },
  );
};
