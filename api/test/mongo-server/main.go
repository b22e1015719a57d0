// Command mongo-server is a MongoDB wire-protocol server for tests and CI.
//
// It embeds FerretDB v1 (github.com/FerretDB/FerretDB/ferretdb) with its
// SQLite backend (modernc.org/sqlite, pure Go: build with CGO_ENABLED=0),
// so no mongod is needed. Data lives in SQLite files under -dir.
//
//	mongo-server -listen 127.0.0.1:27017 -dir /tmp/mongo-data
//
// It prints "ready on <addr>" once the port accepts connections and stops
// cleanly on SIGINT or SIGTERM.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on (port 0 picks a free port)")
	dir := flag.String("dir", "", "data directory for the SQLite files (created if missing; required)")
	logLevel := flag.String("log-level", "warn", "FerretDB log level: debug, info, warn or error")
	flag.Parse()

	if err := run(*listen, *dir, *logLevel); err != nil {
		fmt.Fprintln(os.Stderr, "mongo-server:", err)
		os.Exit(1)
	}
}

func run(listen, dir, logLevel string) error {
	if dir == "" {
		return errors.New("-dir is required")
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(logLevel)); err != nil {
		return fmt.Errorf("bad -log-level %q: %w", logLevel, err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if err = os.MkdirAll(abs, 0o755); err != nil {
		return err
	}

	// FerretDB wants a "file:" URI naming a directory, with a trailing slash.
	sqliteURL := "file:" + (&url.URL{Path: abs}).EscapedPath()
	if !strings.HasSuffix(sqliteURL, "/") {
		sqliteURL += "/"
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	// New opens the SQLite backend and binds the TCP port; Run accepts connections.
	f, err := ferretdb.New(&ferretdb.Config{
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: sqliteURL,
		Listener:  ferretdb.ListenerConfig{TCP: listen},
	})
	if err != nil {
		return err
	}

	done := make(chan error, 1)
	go func() { done <- f.Run(ctx) }()

	// The socket is bound and listening once New returns, so connections are
	// accepted from now on. MongoDBURI reports the actual address (port 0 too).
	u, err := url.Parse(f.MongoDBURI())
	if err != nil {
		return err
	}
	fmt.Printf("ready on %s\n", u.Host)

	select {
	case err = <-done:
		// Run only returns on its own if something went wrong.
		if err == nil {
			err = errors.New("server stopped unexpectedly")
		}
		return err
	case <-ctx.Done():
	}

	stop() // a second signal now kills the process the default way
	fmt.Println("shutting down")

	// FerretDB gives open connections a few seconds to finish.
	select {
	case err = <-done:
		return err
	case <-time.After(15 * time.Second):
		return errors.New("shutdown timed out")
	}
}
