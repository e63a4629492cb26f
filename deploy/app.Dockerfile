# One image per front-end app: docker build --build-arg APP=remote-map -f deploy/app.Dockerfile .
# The image holds the app's built files and the static server; its /config.json comes from the
# environment at run time, so the same image runs anywhere.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY . .
RUN npx --yes pnpm@10.34.9 install --frozen-lockfile --filter "@basin/${APP}..." --filter @basin/static-server \
 && npx --yes pnpm@10.34.9 --filter "@basin/${APP}" run build \
 && npx --yes pnpm@10.34.9 --filter @basin/static-server deploy --prod --legacy /server

FROM node:20-bookworm-slim
ARG APP
WORKDIR /srv
COPY --from=build /server /srv/server
COPY --from=build /repo/${APP}/dist /srv/dist
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
CMD ["node", "/srv/server/bin.mjs", "--dir", "/srv/dist"]
