# One image recipe for every page remote: build the package from the workspace, then serve its build
# and its release (/releases/<version>/, immutable) with the site's static server (CORS, cache rules),
# and deploy it: publish the release to the registry and make it live (issue 24), once the API and
# this container's path through nginx (/remotes/<folder>/) answer.
# Build: docker build -f shared/docker/static.Dockerfile --build-arg PACKAGE=mf-about -t mf-about .
FROM node:24-alpine AS build
ARG PACKAGE
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w ${PACKAGE}

FROM node:24-alpine
ARG PACKAGE
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 PACKAGE=${PACKAGE}
WORKDIR /app
COPY --from=build /src/shared/server /app/shared/server
COPY --from=build /src/shared/remotes /app/shared/remotes
COPY --from=build /src/shared/vite/release.mjs /src/shared/vite/publish-release.mjs /app/shared/vite/
COPY --from=build /src/shared/package.json /app/shared/package.json
COPY --from=build /src/shell/server /app/shell/server
COPY --from=build /src/${PACKAGE}/remote.json /app/remote/remote.json
COPY --from=build /src/${PACKAGE}/dist /app/remote/dist
COPY --from=build /src/${PACKAGE}/releases /app/remote/releases
COPY --from=build /src/node_modules/@pharma /app/node_modules/@pharma
# The static server's one library (sirv) and its dependencies, one COPY each so the folders keep their names.
COPY --from=build /src/node_modules/sirv /app/node_modules/sirv
COPY --from=build /src/node_modules/@polka /app/node_modules/@polka
COPY --from=build /src/node_modules/mrmime /app/node_modules/mrmime
COPY --from=build /src/node_modules/totalist /app/node_modules/totalist
USER node
EXPOSE 8080
# The deploy runs beside the server (REMOTES_DEPLOY_TOKEN and API_URL from compose); the server is PID 1.
CMD ["sh", "-c", "node /app/shared/vite/publish-release.mjs /app/remote --base /remotes/$PACKAGE/ --wait & exec node /app/shared/server/static-server.mjs --remote /app/remote --host 0.0.0.0 --port 8080"]
