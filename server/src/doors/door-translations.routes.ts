import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, pgErrorCode } from '../db';
import {
  idParams,
  invalidPkIssue,
  toId,
  fieldErrors,
  hasIssues,
  issue,
  nonFieldError,
  notFound,
  type FieldIssues,
} from '../http';
import { ownerOf, requireOwner } from '../auth';
import { createDoorsRepository } from './doors.repository';
import { languageInstructionSchema } from './doors.schema';
import {
  createDoorTranslationsRepository,
  type InstructionValues,
} from './door-translations.repository';
import { CODE_OF_LANGUAGE, LANGUAGE_CODE_MISMATCH } from '../lib';
import {
  INSTRUCTION_EXISTS,
  instructionsQuery,
  languageInstructionInput,
  languageInstructionListResponse,
  type LanguageInstructionBody,
} from './door-translations.schema';

const tags = ['doors'];

export const doorTranslationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createDoorTranslationsRepository(app.db);
  const doorsRepo = createDoorsRepository(app.db);

  /** Checks a body against the owner's doors and the one-per-language rule. */
  const validate = async (
    ownerId: number,
    body: LanguageInstructionBody,
    existing: { id: number; doorName: string; text: string } | null,
  ): Promise<InstructionValues> => {
    const errors: FieldIssues = {};
    const door = await doorsRepo.findOwned(ownerId, body.door);
    if (!door) errors.door = [invalidPkIssue(body.door)];
    if (CODE_OF_LANGUAGE[body.language] !== body.code)
      errors.code = [issue('language_code_mismatch', LANGUAGE_CODE_MISMATCH)];
    if (hasIssues(errors)) throw fieldErrors(errors);
    if (await repo.codeTaken(body.door, body.code, existing?.id ?? null)) {
      throw nonFieldError('duplicate', INSTRUCTION_EXISTS);
    }
    return {
      doorId: body.door,
      language: body.language,
      code: body.code,
      doorName: body.door_name ?? existing?.doorName ?? '',
      text: body.text ?? existing?.text ?? '',
    };
  };

  /**
   * Two concurrent writes for the same language: the unique index decides, same answer.
   * A door deleted meanwhile reads as an unknown door.
   */
  const uniqueGuard = async <T>(doorId: number, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nonFieldError('duplicate', INSTRUCTION_EXISTS);
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
        throw fieldErrors({ door: [invalidPkIssue(doorId)] });
      throw error;
    }
  };

  app.get(
    '/api/language-instructions/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: "Translations of one of the caller's doors",
        querystring: instructionsQuery,
        response: { 200: languageInstructionListResponse },
      },
    },
    async (request) => {
      const door = await doorsRepo.findOwned(ownerOf(request).ownerId, toId(request.query.door_id));
      if (!door) throw notFound();
      return repo.listForDoor(door.id);
    },
  );

  app.post(
    '/api/language-instructions/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Add a translation of a door (one per language)',
        body: languageInstructionInput,
        response: { 201: languageInstructionSchema },
      },
    },
    async (request, reply) => {
      const values = await validate(ownerOf(request).ownerId, request.body, null);
      return reply.code(201).send(await uniqueGuard(values.doorId, () => repo.create(values)));
    },
  );

  app.put(
    '/api/language-instructions/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags,
        summary: 'Update a translation of a door',
        params: idParams,
        body: languageInstructionInput,
        response: { 200: languageInstructionSchema },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const existing = await repo.findOwned(ownerId, toId(request.params.id));
      if (!existing) throw notFound();
      const values = await validate(ownerId, request.body, existing);
      return uniqueGuard(values.doorId, () => repo.update(existing.id, values));
    },
  );

  app.delete(
    '/api/language-instructions/:id/',
    {
      preValidation: requireOwner,
      schema: { tags, summary: 'Delete a translation of a door', params: idParams },
    },
    async (request, reply) => {
      const existing = await repo.findOwned(ownerOf(request).ownerId, toId(request.params.id));
      if (!existing) throw notFound();
      await repo.delete(existing.id);
      return reply.code(204).send();
    },
  );
};
