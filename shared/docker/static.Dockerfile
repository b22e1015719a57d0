# One image recipe for every page remote: build the package
# from the workspace, then serve its dist/ with the site's static server (CORS, cache rules).
# Build: docker build -f shared/docker/static.Dockerfile --build-arg PACKAGE=mf-about -t mf-about .
FROM node:24-alpine AS build
ARG PACKAGE
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w ${PACKAGE}

FROM node:24-alpine
ARG PACKAGE
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /src/shared/server /app/shared/server
COPY --from=build /src/shared/package.json /app/shared/package.json
COPY --from=build /src/shell/server /app/shell/server
COPY --from=build /src/${PACKAGE}/dist /app/dist
COPY --from=build /src/node_modules/@pharma /app/node_modules/@pharma
# The static server's one library (sirv) and its dependencies, one COPY each so the folders keep their names.
COPY --from=build /src/node_modules/sirv /app/node_modules/sirv
COPY --from=build /src/node_modules/@polka /app/node_modules/@polka
COPY --from=build /src/node_modules/mrmime /app/node_modules/mrmime
COPY --from=build /src/node_modules/totalist /app/node_modules/totalist
USER node
EXPOSE 8080
CMD ["node", "/app/shared/server/static-server.mjs", "--dir", "/app/dist", "--host", "0.0.0.0", "--port", "8080"]
