import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOf, requireOwner } from '../auth';
import {
  fieldError,
  fieldErrors,
  hasIssues,
  issue,
  notFound,
  type FieldIssues,
  badRequestSchema,
  detailErrorSchema,
  invalidPkIssue,
} from '../http';
import { CODE_OF_LANGUAGE, LANGUAGE_CODE_MISMATCH } from '../lib';
import { isUniqueViolation } from '../db';
import { createGuidebookRepository } from './guidebook.repository';
import {
  idParams,
  INFO_MESSAGES,
  languageInformationCreateBody,
  languageInformationListQuery,
  languageInformationSchema,
  languageInformationUpdateBody,
} from './guidebook.schema';

const duplicate = () => fieldError('language', 'duplicate', INFO_MESSAGES.duplicateLanguage);

const errorResponses = { 400: badRequestSchema, 404: detailErrorSchema };

export const guidebookTranslationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createGuidebookRepository(app.db);

  app.get(
    '/api/language-informations/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['infos'],
        summary: 'Translations of an info entry (`?apartment_info={id}`, own entry, else 404)',
        querystring: languageInformationListQuery,
        response: { 200: z.array(languageInformationSchema), 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const infoId = request.query.apartment_info;
      if (infoId !== undefined && !(await repo.findOwnedInfo(ownerId, infoId))) throw notFound();
      return repo.listTranslations(ownerId, infoId);
    },
  );

  app.post(
    '/api/language-informations/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['infos'],
        summary: 'Add a translation (one per language per info entry)',
        body: languageInformationCreateBody,
        response: { 201: languageInformationSchema, 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const body = request.body;
      const errors: FieldIssues = {};
      if (!(await repo.findOwnedInfo(ownerId, body.apartment_info))) {
        errors.apartment_info = [invalidPkIssue(body.apartment_info)];
      }
      if (CODE_OF_LANGUAGE[body.language] !== body.code) {
        errors.code = [issue('language_code_mismatch', LANGUAGE_CODE_MISMATCH)];
      }
      if (hasIssues(errors)) throw fieldErrors(errors);
      if (await repo.hasTranslation(body.apartment_info, body.code)) throw duplicate();
      try {
        const created = await repo.createTranslation(body);
        reply.code(201);
        return created;
      } catch (err) {
        // Two concurrent adds: the unique constraint decides.
        if (isUniqueViolation(err)) throw duplicate();
        throw err;
      }
    },
  );

  app.put(
    '/api/language-informations/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['infos'],
        summary:
          'Update a translation’s title and info (apartment_info, language, code: read-only)',
        params: idParams,
        body: languageInformationUpdateBody,
        response: { 200: languageInformationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const current = await repo.findOwnedTranslation(ownerId, request.params.id);
      if (!current) throw notFound();
      const { apartment_info, language, code, title, info } = request.body;
      const errors: FieldIssues = {};
      if (apartment_info !== undefined && apartment_info !== current.apartment_info) {
        errors.apartment_info = [issue('read_only', INFO_MESSAGES.apartmentInfoReadOnly)];
      }
      const wanted = code ?? (language ? CODE_OF_LANGUAGE[language] : current.code);
      if (language && code && CODE_OF_LANGUAGE[language] !== code) {
        errors.code = [issue('language_code_mismatch', LANGUAGE_CODE_MISMATCH)];
      } else if (wanted !== current.code) {
        const taken = await repo.hasTranslation(current.apartment_info, wanted);
        errors.language = [
          taken
            ? issue('duplicate', INFO_MESSAGES.duplicateLanguage)
            : issue('read_only', INFO_MESSAGES.languageReadOnly),
        ];
      }
      if (hasIssues(errors)) throw fieldErrors(errors);
      return repo.updateTranslation(current.id, { title, info });
    },
  );

  app.delete(
    '/api/language-informations/:id/',
    {
      preValidation: requireOwner,
      schema: {
        tags: ['infos'],
        summary: 'Delete a translation',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const current = await repo.findOwnedTranslation(ownerOf(request).ownerId, request.params.id);
      if (!current) throw notFound();
      await repo.deleteTranslation(current.id);
      reply.code(204).send(null);
    },
  );
};
