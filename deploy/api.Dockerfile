# The data service: docker build -f deploy/api.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY . .
RUN npx --yes pnpm@10.34.9 install --frozen-lockfile --filter "@basin/api..." \
 && npx --yes pnpm@10.34.9 --filter @basin/api run build \
 && npx --yes pnpm@10.34.9 --filter @basin/api deploy --prod --legacy /api

FROM node:20-bookworm-slim
WORKDIR /srv/api
COPY --from=build /api /srv/api
COPY --from=build /repo/api/dist /srv/api/dist
ENV NODE_ENV=production API_PORT=8090
EXPOSE 8090
CMD ["node", "dist/server.js"]
