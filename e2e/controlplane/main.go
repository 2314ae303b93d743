// Command controlplane starts a real, minimal Kubernetes control plane on 127.0.0.1 for
// gpu-doctor's end-to-end tests: an embedded etcd, kube-apiserver (secure serving, Node+RBAC
// authorization, generated certificates and ServiceAccount signing keys, resource.k8s.io/v1
// served) and kube-scheduler, all built from the published Kubernetes modules (see go.mod).
//
// No kubelet and no controller-manager: the tests write Node objects and their status, and
// pods bound with spec.nodeName stand in for running workloads.
//
// One binary, three roles: run without a role it is the supervisor (etcd in-process, then
// itself re-executed as `kube-apiserver` and `kube-scheduler`, because both commands install
// process-wide signal handlers and feature gates and so cannot share one process). When
// everything answers /readyz it writes DIR/admin.kubeconfig and DIR/env.json and prints one
// line "ready <DIR>/admin.kubeconfig" on stdout. SIGTERM/SIGINT (or stdin closing, with
// -exit-on-stdin-eof) stops the children, then etcd, and removes DIR unless -keep.
package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"flag"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"go.etcd.io/etcd/server/v3/embed"
	"k8s.io/component-base/cli"
	_ "k8s.io/component-base/logs/json/register"
	_ "k8s.io/component-base/metrics/prometheus/clientgo"
	_ "k8s.io/component-base/metrics/prometheus/version"
	apiserverapp "k8s.io/kubernetes/cmd/kube-apiserver/app"
	schedulerapp "k8s.io/kubernetes/cmd/kube-scheduler/app"
)

// Admission plugins that only make sense with controllers this harness does not run:
// TaintNodesByCondition taints every new Node not-ready until the node lifecycle controller
// removes it; ServiceAccount needs each namespace's "default" SA (created by a controller);
// ResourceQuota rejects pods while no controller has computed a quota's status;
// StorageObjectInUseProtection adds finalizers only a controller removes; LimitRanger and
// DefaultStorageClass would rewrite recorded fixture objects on load.
const disabledAdmission = "TaintNodesByCondition,ServiceAccount,ResourceQuota,StorageObjectInUseProtection,LimitRanger,DefaultStorageClass"

func main() {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "kube-apiserver":
			cmd := apiserverapp.NewAPIServerCommand()
			cmd.SetArgs(os.Args[2:])
			os.Exit(cli.Run(cmd))
		case "kube-scheduler":
			cmd := schedulerapp.NewSchedulerCommand()
			cmd.SetArgs(os.Args[2:])
			os.Exit(cli.Run(cmd))
		}
	}
	if err := supervise(); err != nil {
		fmt.Fprintln(os.Stderr, "controlplane:", err)
		os.Exit(1)
	}
}

type env struct {
	Kubeconfig       string  `json:"kubeconfig"`
	Server           string  `json:"server"`
	CAFile           string  `json:"ca_file"`
	EtcdURL          string  `json:"etcd_url"`
	SchedulerHealthz string  `json:"scheduler_healthz"`
	Dir              string  `json:"dir"`
	KubernetesVer    string  `json:"kubernetes_version"`
	PID              int     `json:"pid"`
	APIServerPID     int     `json:"apiserver_pid"`
	SchedulerPID     int     `json:"scheduler_pid"`
	StartSeconds     float64 `json:"start_seconds"`
}

func supervise() error {
	dirFlag := flag.String("dir", "", "working directory (default: a new temporary directory)")
	keep := flag.Bool("keep", false, "keep the working directory on exit")
	stdinEOF := flag.Bool("exit-on-stdin-eof", false, "shut down when stdin closes (the parent died)")
	verbosity := flag.Int("v", 0, "log verbosity of kube-apiserver and kube-scheduler")
	timeout := flag.Duration("timeout", 180*time.Second, "give up when not ready within this time")
	flag.Parse()

	started := time.Now()
	dir := *dirFlag
	var err error
	if dir == "" {
		if dir, err = os.MkdirTemp("", "doctor-controlplane-"); err != nil {
			return err
		}
	} else if err = os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	dir, _ = filepath.Abs(dir)
	if !*keep {
		defer os.RemoveAll(dir)
	}

	ports, err := freePorts(4)
	if err != nil {
		return err
	}
	etcdClient, etcdPeer, apiPort, schedPort := ports[0], ports[1], ports[2], ports[3]

	// --- etcd, in this process ---------------------------------------------------------
	cfg := embed.NewConfig()
	cfg.Dir = filepath.Join(dir, "etcd")
	cfg.LogLevel = "error"
	cfg.UnsafeNoFsync = true // a throwaway test store: no fsync, much faster on a busy disk
	cu, _ := url.Parse(fmt.Sprintf("http://127.0.0.1:%d", etcdClient))
	pu, _ := url.Parse(fmt.Sprintf("http://127.0.0.1:%d", etcdPeer))
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = []url.URL{*cu}, []url.URL{*cu}
	cfg.ListenPeerUrls, cfg.AdvertisePeerUrls = []url.URL{*pu}, []url.URL{*pu}
	cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)
	etcd, err := embed.StartEtcd(cfg)
	if err != nil {
		return fmt.Errorf("etcd: %w", err)
	}
	defer etcd.Close()
	select {
	case <-etcd.Server.ReadyNotify():
	case <-time.After(60 * time.Second):
		return fmt.Errorf("etcd not ready within 60s")
	}

	// --- certificates and keys -----------------------------------------------------------
	pki := filepath.Join(dir, "pki")
	if err := os.MkdirAll(pki, 0o700); err != nil {
		return err
	}
	ca, err := newCA()
	if err != nil {
		return err
	}
	must := func(e error) {
		if e != nil && err == nil {
			err = e
		}
	}
	must(ca.write(filepath.Join(pki, "ca")))
	serving, e := ca.issue("kube-apiserver", nil, true,
		[]string{"localhost", "kubernetes", "kubernetes.default", "kubernetes.default.svc", "kubernetes.default.svc.cluster.local"},
		[]net.IP{net.ParseIP("127.0.0.1"), net.ParseIP("10.96.0.1")})
	must(e)
	must(serving.write(filepath.Join(pki, "apiserver")))
	admin, e := ca.issue("doctor-e2e-admin", []string{"system:masters"}, false, nil, nil)
	must(e)
	sched, e := ca.issue("system:kube-scheduler", nil, false, nil, nil)
	must(e)
	saKey, e := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	must(e)
	if err != nil {
		return err
	}
	must(writeKey(filepath.Join(pki, "sa.key"), saKey))
	pub, e := x509.MarshalPKIXPublicKey(&saKey.PublicKey)
	must(e)
	must(os.WriteFile(filepath.Join(pki, "sa.pub"), pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pub}), 0o600))
	server := fmt.Sprintf("https://127.0.0.1:%d", apiPort)
	adminKC := filepath.Join(dir, "admin.kubeconfig")
	must(writeKubeconfig(adminKC, server, ca.certPEM, admin, "doctor-e2e-admin"))
	schedKC := filepath.Join(dir, "scheduler.kubeconfig")
	must(writeKubeconfig(schedKC, server, ca.certPEM, sched, "kube-scheduler"))
	if err != nil {
		return err
	}

	ctx, cancel := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer cancel()
	if *stdinEOF {
		go func() { _, _ = io.Copy(io.Discard, os.Stdin); cancel() }()
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	v := strconv.Itoa(*verbosity)
	children := &childSet{}
	defer children.stop()

	// --- kube-apiserver -------------------------------------------------------------------
	apiArgs := []string{"kube-apiserver",
		"--etcd-servers=" + cu.String(),
		"--bind-address=127.0.0.1", "--advertise-address=127.0.0.1", "--secure-port=" + strconv.Itoa(apiPort),
		"--cert-dir=" + filepath.Join(dir, "apiserver-certs"),
		"--tls-cert-file=" + filepath.Join(pki, "apiserver.crt"),
		"--tls-private-key-file=" + filepath.Join(pki, "apiserver.key"),
		"--client-ca-file=" + filepath.Join(pki, "ca.crt"),
		"--service-account-issuer=https://kubernetes.default.svc.cluster.local",
		"--service-account-key-file=" + filepath.Join(pki, "sa.pub"),
		"--service-account-signing-key-file=" + filepath.Join(pki, "sa.key"),
		"--authorization-mode=Node,RBAC",
		"--allow-privileged=true", // as real clusters run it: GPU Operator and device-plugin pods are privileged
		"--service-cluster-ip-range=10.96.0.0/16",
		"--runtime-config=resource.k8s.io/v1=true,resource.k8s.io/v1beta1=true,resource.k8s.io/v1beta2=true",
		"--disable-admission-plugins=" + disabledAdmission,
		"--profiling=false",
		// the default 1m lets a collection DELETE of the pagination test's 10,500 pods time out on a
		// loaded 2-core CI machine (504 "Handler timeout", the rest deleted after the answer)
		"--request-timeout=5m",
		// the "kubernetes" Service's endpoints would be 127.0.0.1, which Endpoints validation refuses
		"--endpoint-reconciler-type=none",
		"--v=" + v,
	}
	if err := children.start(ctx, self, apiArgs, filepath.Join(dir, "kube-apiserver.log")); err != nil {
		return err
	}
	client, err := httpsClient(ca.certPEM, admin)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(*timeout)
	if err := waitReady(ctx, children, client, server+"/readyz", deadline); err != nil {
		return fmt.Errorf("kube-apiserver: %w (log: %s)", err, filepath.Join(dir, "kube-apiserver.log"))
	}

	// --- kube-scheduler ------------------------------------------------------------------
	schedCfg := filepath.Join(dir, "scheduler-config.yaml")
	if err := os.WriteFile(schedCfg, []byte(fmt.Sprintf(schedulerConfig, schedKC)), 0o600); err != nil {
		return err
	}
	schedArgs := []string{"kube-scheduler",
		"--config=" + schedCfg,
		"--authentication-kubeconfig=" + schedKC, "--authorization-kubeconfig=" + schedKC,
		"--bind-address=127.0.0.1", "--secure-port=" + strconv.Itoa(schedPort),
		"--cert-dir=" + filepath.Join(dir, "scheduler-certs"),
		"--v=" + v,
	}
	if err := children.start(ctx, self, schedArgs, filepath.Join(dir, "kube-scheduler.log")); err != nil {
		return err
	}
	insecure := &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}} // the scheduler's self-signed health endpoint
	schedHealth := fmt.Sprintf("https://127.0.0.1:%d/readyz", schedPort)
	if err := waitReady(ctx, children, insecure, schedHealth, deadline); err != nil {
		return fmt.Errorf("kube-scheduler: %w (log: %s)", err, filepath.Join(dir, "kube-scheduler.log"))
	}

	version := ""
	if resp, e := client.Get(server + "/version"); e == nil {
		var doc map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&doc)
		resp.Body.Close()
		version, _ = doc["gitVersion"].(string)
	}
	out := env{Kubeconfig: adminKC, Server: server, CAFile: filepath.Join(pki, "ca.crt"), EtcdURL: cu.String(),
		SchedulerHealthz: schedHealth, Dir: dir, KubernetesVer: version, PID: os.Getpid(),
		APIServerPID: children.pid(0), SchedulerPID: children.pid(1),
		StartSeconds: time.Since(started).Seconds()}
	data, _ := json.MarshalIndent(out, "", "  ")
	if err := os.WriteFile(filepath.Join(dir, "env.json"), data, 0o600); err != nil {
		return err
	}
	fmt.Printf("ready %s\n", adminKC)

	select {
	case <-ctx.Done():
		return nil
	case name := <-children.died:
		return fmt.Errorf("%s exited unexpectedly (logs in %s)", name, dir)
	}
}

const schedulerConfig = `apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
clientConnection:
  kubeconfig: %q
  qps: 200
  burst: 400
leaderElection:
  leaderElect: false
profiles:
  - schedulerName: default-scheduler
    pluginConfig:
      - name: VolumeBinding
        args:
          bindTimeoutSeconds: 5
`

// ---- children ------------------------------------------------------------------------------

type childSet struct {
	mu    sync.Mutex
	procs []*exec.Cmd
	died  chan string
}

func (c *childSet) start(ctx context.Context, self string, args []string, logPath string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.died == nil {
		c.died = make(chan string, 4)
	}
	logf, err := os.Create(logPath)
	if err != nil {
		return err
	}
	cmd := exec.Command(self, args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	setDeathSignal(cmd) // the child dies with the supervisor, even on SIGKILL (Linux)
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", args[0], err)
	}
	c.procs = append(c.procs, cmd)
	go func() {
		_ = cmd.Wait()
		logf.Close()
		if ctx.Err() == nil {
			c.died <- args[0]
		}
	}()
	return nil
}

func (c *childSet) pid(i int) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if i < len(c.procs) && c.procs[i].Process != nil {
		return c.procs[i].Process.Pid
	}
	return 0
}

func (c *childSet) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := len(c.procs) - 1; i >= 0; i-- {
		p := c.procs[i]
		if p.Process == nil || p.ProcessState != nil {
			continue
		}
		_ = p.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() {
			for p.ProcessState == nil {
				if err := p.Process.Signal(syscall.Signal(0)); err != nil {
					break
				}
				time.Sleep(50 * time.Millisecond)
			}
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = p.Process.Kill()
		}
	}
}

func waitReady(ctx context.Context, children *childSet, client *http.Client, u string, deadline time.Time) error {
	var last string
	for time.Now().Before(deadline) {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case name := <-children.died:
			return fmt.Errorf("%s exited during start-up", name)
		default:
		}
		resp, err := client.Get(u)
		if err == nil {
			body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return nil
			}
			last = fmt.Sprintf("HTTP %d: %s", resp.StatusCode, lastLines(string(body), 3))
		} else {
			last = err.Error()
		}
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("not ready in time; last answer from %s: %s", u, last)
}

func lastLines(s string, n int) string {
	var lines []string
	sc := bufio.NewScanner(strings.NewReader(s))
	for sc.Scan() {
		if strings.Contains(sc.Text(), "failed") {
			lines = append(lines, sc.Text())
		}
	}
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "; ")
}

func freePorts(n int) ([]int, error) {
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	var out []int
	for i := 0; i < n; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		ls = append(ls, l)
		out = append(out, l.Addr().(*net.TCPAddr).Port)
	}
	return out, nil
}

// ---- PKI -----------------------------------------------------------------------------------

type keyPair struct {
	cert    *x509.Certificate
	key     *ecdsa.PrivateKey
	certPEM []byte
	keyPEM  []byte
}

func newCA() (*keyPair, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "doctor-e2e-ca"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, err
	}
	cert, _ := x509.ParseCertificate(der)
	return pair(cert, der, key)
}

func pair(cert *x509.Certificate, der []byte, key *ecdsa.PrivateKey) (*keyPair, error) {
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, err
	}
	return &keyPair{cert: cert, key: key,
		certPEM: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		keyPEM:  pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder})}, nil
}

var serial int64 = 1

func (ca *keyPair) issue(cn string, orgs []string, server bool, dns []string, ips []net.IP) (*keyPair, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	serial++
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(serial), Subject: pkix.Name{CommonName: cn, Organization: orgs},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment,
		DNSNames: dns, IPAddresses: ips,
	}
	if server {
		tmpl.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}
	} else {
		tmpl.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, &key.PublicKey, ca.key)
	if err != nil {
		return nil, err
	}
	cert, _ := x509.ParseCertificate(der)
	return pair(cert, der, key)
}

func (kp *keyPair) write(base string) error {
	if err := os.WriteFile(base+".crt", kp.certPEM, 0o600); err != nil {
		return err
	}
	return os.WriteFile(base+".key", kp.keyPEM, 0o600)
}

func writeKey(path string, key *ecdsa.PrivateKey) error {
	der, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return err
	}
	return os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: der}), 0o600)
}

func httpsClient(caPEM []byte, client *keyPair) (*http.Client, error) {
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(caPEM)
	cert, err := tls.X509KeyPair(client.certPEM, client.keyPEM)
	if err != nil {
		return nil, err
	}
	return &http.Client{Timeout: 5 * time.Second, Transport: &http.Transport{
		TLSClientConfig: &tls.Config{RootCAs: pool, Certificates: []tls.Certificate{cert}}}}, nil
}

func writeKubeconfig(path, server string, caPEM []byte, user *keyPair, userName string) error {
	b64 := func(b []byte) string { return base64Std(b) }
	text := fmt.Sprintf(`apiVersion: v1
kind: Config
clusters:
- name: doctor-e2e
  cluster:
    server: %s
    certificate-authority-data: %s
users:
- name: %s
  user:
    client-certificate-data: %s
    client-key-data: %s
contexts:
- name: doctor-e2e
  context:
    cluster: doctor-e2e
    user: %s
current-context: doctor-e2e
`, server, b64(caPEM), userName, b64(user.certPEM), b64(user.keyPEM), userName)
	return os.WriteFile(path, []byte(text), 0o600)
}
