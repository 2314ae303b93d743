//go:build !linux

package main

import "os/exec"

// setDeathSignal: no parent-death signal outside Linux; the supervisor stops its children
// on SIGTERM/SIGINT and on stdin EOF (-exit-on-stdin-eof).
func setDeathSignal(cmd *exec.Cmd) {}
